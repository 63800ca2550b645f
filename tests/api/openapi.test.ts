import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../support/api-client';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; parameters: { name: string; in: string }[]; responses: Record<string, unknown>; requestBody?: unknown }>>;
};

/** Hono's `/api/clients/:id{[0-9]+}/meetings` is OpenAPI's `/api/clients/{id}/meetings`. */
const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is served without a session, as OpenAPI 3.1', async () => {
    const res = await api.anonymous().get<Document>('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
  });

  it('describes every route the server mounts, with its method', async () => {
    const doc = (await api.anonymous().get<Document>('/api/openapi.json')).body;
    const mounted = api.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${openApiPath(r.path)}`);
    expect(mounted.length).toBeGreaterThan(50);
    const described = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)));
    expect([...new Set(mounted)].filter((route) => !described.has(route))).toEqual([]);
  });

  it('gives each operation its parameters, body and answers from the shared schemas', async () => {
    const doc = (await api.anonymous().get<Document>('/api/openapi.json')).body;
    const patch = doc.paths['/api/clients/{id}/meetings/{meetingId}'].patch;
    expect(patch.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:id', 'path:meetingId']);
    expect(patch.requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { status: { enum: expect.arrayContaining(['Closed Won']) }, notes: { type: 'string' } } } } },
    });
    expect(Object.keys(patch.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '412', '422']));
    const list = doc.paths['/api/tasks'].get;
    expect(list.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['type', 'taskType', 'tags', 'users', 'teams', 'clients', 'mor']));
    expect(new Set(Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId))).size).toBe(
      Object.values(doc.paths).flatMap((ops) => Object.values(ops)).length,
    );
  });
});

type Schema = { type?: string | string[]; maxLength?: number; enum?: unknown[]; const?: unknown; format?: string; pattern?: string; [key: string]: unknown };

/** Every string an input schema holds, with where it is: `body.notes`, `query.criteria`, `body.items[].name`. */
function inputStrings(schema: unknown, at: string, out: { at: string; schema: Schema }[] = []) {
  if (!schema || typeof schema !== 'object') return out;
  const s = schema as Schema;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (types.includes('string')) out.push({ at, schema: s });
  for (const [key, value] of Object.entries(s.properties ?? {})) inputStrings(value, `${at}.${key}`, out);
  if (s.items) inputStrings(s.items, `${at}[]`, out);
  if (s.additionalProperties && typeof s.additionalProperties === 'object') inputStrings(s.additionalProperties, `${at}{}`, out);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) for (const part of (s[key] as unknown[] | undefined) ?? []) inputStrings(part, at, out);
  return out;
}

/** An anchored pattern with no open-ended repeat (`^\\d{1,10}$`, `^[A-Z]{2}$`) bounds a string's length. */
const boundedPattern = (s: Schema) => !!s.pattern && s.pattern.startsWith('^') && s.pattern.endsWith('$') && !/[+*]|\{\d+,\}/.test(s.pattern);

describe('the inputs of every call', () => {
  it('give every free string a maximum length (a closed list, a date or a pattern bounds it otherwise)', async () => {
    const doc = (await api.anonymous().get<{ paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema: unknown }[]; requestBody?: { content: Record<string, { schema: unknown }> } }>> }>('/api/openapi.json')).body;
    const unbounded: string[] = [];
    let checked = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const strings = [
          ...(op.parameters ?? []).flatMap((p) => inputStrings(p.schema, `${p.in}.${p.name}`)),
          ...Object.values(op.requestBody?.content ?? {}).flatMap((c) => inputStrings(c.schema, 'body')),
        ];
        for (const { at, schema } of strings) {
          checked += 1;
          const bounded = schema.maxLength !== undefined || schema.enum !== undefined || schema.const !== undefined || boundedPattern(schema) || ['date', 'date-time'].includes(schema.format ?? '');
          if (!bounded) unbounded.push(`${method.toUpperCase()} ${path} ${at}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(unbounded).toEqual([]);
  });
});
