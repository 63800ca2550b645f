import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';
import { asText, hostile, megabyte, plausible, unboundedStrings, type JsonSchema } from '../support/hostile-values';

// Issue 17: every described route, walked with generated hostile values (from
// GET /api/openapi.json, so routes added later are walked too), as a super
// admin and as a guest. Each probe must be refused with a 4xx (never a 5xx,
// never a success) and the database must be as it was.

type Operation = {
  parameters: { name: string; in: 'path' | 'query'; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type Document = { paths: Record<string, Record<string, Operation>> };
type Probe = { method: string; path: string; what: string; body?: string; contentType?: string };

let api: TestApi;
let doc: Document;
beforeAll(async () => {
  api = await createTestApi();
  doc = (await api.anonymous().get<Document>('/api/openapi.json')).body;
});
afterAll(() => api.close());

// Tables a refused call may still write: sessions (sign-in, last use) and
// the sign-in throttle's counts (a well-formed wrong sign-in is counted).
const unwatched = new Set(['sessions', 'login_failures', 'login_throttle']);

/** A fingerprint of every table: row count and a hash of the rows. */
async function fingerprint(): Promise<Record<string, string>> {
  const { rows } = (await api.database.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const out: Record<string, string> = {};
  for (const { name } of rows) {
    if (unwatched.has(name)) continue;
    const result = (await api.database.db.execute(
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as h from "${name}" t`),
    )) as unknown as { rows: { n: number; h: string }[] };
    out[name] = `${result.rows[0].n}:${result.rows[0].h}`;
  }
  return out;
}

/** A cheap mark taken after each route: what a write would move. */
async function mark(): Promise<string> {
  const result = (await api.database.db.execute(
    sql`select (select coalesce(max(seq), 0) from changes) || ':' || (select count(*) from audit_log) || ':' || (select count(*) from jobs) || ':' || (select count(*) from idempotency_keys) as m`,
  )) as unknown as { rows: { m: string }[] };
  return result.rows[0].m;
}

const fillPath = (path: string, values: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');

function* probes(path: string, method: string, op: Operation): Generator<Probe> {
  const M = method.toUpperCase();
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const base = Object.fromEntries(pathParams.map((p) => [p.name, encodeURIComponent(asText(plausible(p.schema)))]));
  const [media, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const bodySchema = content?.schema;
  const encode = (value: unknown) =>
    media === 'application/x-www-form-urlencoded' ? new URLSearchParams(Object.entries(value as object).map(([k, x]) => [k, asText(x)])).toString() : JSON.stringify(value);
  const validBody = bodySchema ? encode(plausible(bodySchema)) : undefined;
  const send = (what: string, p: Record<string, string>, body = validBody, query = '') => ({ method: M, path: fillPath(path, p) + query, what, body, contentType: media });

  for (const param of pathParams) {
    const raw = ['%00', '%E0%A4%A', '..%2F..%2Fetc', encodeURIComponent('x\u0000'), 'x'.repeat(300)];
    for (const value of [...hostile(param.schema).filter((x) => typeof x !== 'object' || x === null).map((x) => encodeURIComponent(asText(x)).slice(0, 20_000)), ...raw]) {
      yield send(`path ${param.name}=${value.slice(0, 40)}`, { ...base, [param.name]: value });
    }
  }
  const validQuery = new URLSearchParams();
  for (const q of queryParams) if (!('required' in q) || (q as { required?: boolean }).required) validQuery.set(q.name, asText(plausible(q.schema)));
  for (const param of queryParams) {
    // A query string holds text: the scalar probes, written out.
    for (const value of hostile(param.schema).filter((x) => typeof x !== 'object' || x === null)) {
      const query = new URLSearchParams(validQuery);
      query.set(param.name, asText(value).slice(0, 20_000));
      yield send(`query ${param.name}=${asText(value).slice(0, 40)}`, base, validBody, `?${query}`);
    }
    const twice = new URLSearchParams(validQuery);
    twice.append(param.name, '3000000000');
    twice.append(param.name, 'x\u0000');
    yield send(`query ${param.name} twice`, base, validBody, `?${twice}`);
  }
  if (!bodySchema) return;
  const q = queryParams.length ? `?${validQuery}` : '';
  for (const body of ['[]', '[{}]', 'null', '"x"', '1', 'true', '{"a":', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]', JSON.stringify({ x: megabyte })]) {
    yield send(`body ${body.slice(0, 30)}`, base, body, q);
  }
  yield { ...send('body as text/plain', base, validBody, q), contentType: 'text/plain' };
  const fields = (schema: JsonSchema): [string, JsonSchema][] => Object.entries(schema.properties ?? {});
  if (bodySchema.type === 'object') {
    const valid = plausible(bodySchema) as Record<string, unknown>;
    yield send('body with an unknown key', base, encode({ ...valid, unknownKey: 1 }), q);
    for (const [name, schema] of fields(bodySchema)) {
      for (const value of hostile(schema)) yield send(`body ${name}=${asText(value).slice(0, 40)}`, base, encode({ ...valid, [name]: value }), q);
    }
  } else if (bodySchema.type === 'array' && bodySchema.items?.type === 'object') {
    const item = plausible(bodySchema.items) as Record<string, unknown>;
    yield send('body [item with an unknown key]', base, encode([{ ...item, unknownKey: 1 }]), q);
    for (const [name, schema] of fields(bodySchema.items)) {
      for (const value of hostile(schema)) yield send(`body [${name}=${asText(value).slice(0, 40)}]`, base, encode([{ ...item, [name]: value }]), q);
    }
  }
}

async function walk(client: ApiClient) {
  const failures: string[] = [];
  let count = 0;
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const before = await mark();
      for (const probe of probes(path, method, op)) {
        count++;
        const headers: Record<string, string> = {};
        if (probe.body !== undefined) headers['content-type'] = probe.contentType ?? 'application/json';
        const res = await client.request(probe.method, probe.path, { body: probe.body, headers });
        if (res.status >= 500 || res.status < 400) failures.push(`${probe.method} ${path} (${probe.what}): ${res.status} ${res.text.slice(0, 120)}`);
        if (probe.what.includes('unknown key') && res.status === 422 && !JSON.stringify(res.body.fields ?? {}).includes('unknownKey')) {
          failures.push(`${probe.method} ${path} (${probe.what}): 422 without naming the key: ${res.text.slice(0, 120)}`);
        }
      }
      if ((await mark()) !== before) failures.push(`${method.toUpperCase()} ${path}: a refused call changed the database`);
    }
  }
  return { failures, count };
}

describe('every described route, walked with hostile values', () => {
  it('describes every string with a maximum and every object as strict', () => {
    const loose: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters) loose.push(...unboundedStrings(p.schema, `${p.in} ${p.name}`).map((f) => `${where}: ${f}`));
        for (const { schema } of Object.values(op.requestBody?.content ?? {})) loose.push(...unboundedStrings(schema).map((f) => `${where}: body ${f}`));
      }
    }
    expect(loose).toEqual([]);
  });

  for (const who of ['admin@demo.test', 'guest@demo.test']) {
    it(`refuses every hostile probe with a 4xx and changes nothing, as ${who}`, async () => {
      const client = await api.as(who);
      const before = await fingerprint();
      const { failures, count } = await walk(client);
      expect(count).toBeGreaterThan(1000);
      expect(failures).toEqual([]);
      expect(await fingerprint()).toEqual(before);
    }, 180_000);
  }
});

describe("the issue's own probes", () => {
  it('answers 404 or 422 naming the field, never 500', async () => {
    const admin = await api.as('admin@demo.test');
    const guest = await api.as('guest@demo.test');
    expect((await admin.get('/api/clients/3000000000')).status).toBe(404);
    const seq = await guest.get('/api/meetings?sequenceProfile=3000000000');
    expect(seq.status).toBe(422);
    expect(seq.body.fields).toHaveProperty('sequenceProfile');
    const year0 = await admin.patch('/api/clients/1', { sendDate: '0000-01-01' });
    expect(year0.status).toBe(422);
    expect(year0.body.fields).toHaveProperty('sendDate');
    const feb30 = await admin.get('/api/clients/1/meetings/breakdown?start-date=2026-02-30');
    expect(feb30.status).toBe(422);
    expect(feb30.body.fields).toHaveProperty('start-date');
    const nul = await admin.post('/api/bunch', { name: 'a\u0000b' });
    expect(nul.status).toBe(422);
    expect(nul.body.fields).toHaveProperty('name');
    const unknown = await admin.post('/api/bunch', { name: 'Walkers', colour: 'red' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.fields).toHaveProperty('colour');
    expect((await admin.patch('/api/tasks/1/complete', [])).status).toBe(422);
    expect((await admin.patch('/api/settings', [{}])).status).toBe(422);
  });
});
