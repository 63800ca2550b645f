import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optOuts } from '../../src/server/db/schema/settings';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

let api: TestApi;
let sdr: ApiClient;
beforeAll(async () => {
  api = await createTestApi();
  sdr = await api.as('sdr@demo.test');
});
afterAll(() => api.close());

const stored = async (emails: string[]) =>
  (await api.database.db.select({ email: optOuts.email }).from(optOuts).where(inArray(optOuts.email, emails)))
    .map((r) => r.email)
    .sort();

describe('POST /api/opt-out', () => {
  it('adds new addresses and reports the ones already opted out', async () => {
    const first = await sdr.post('/api/opt-out', { emails: ['ann@acme.example', 'bob@acme.example'] });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ added: 2, alreadyOptedOut: 0 });
    expect(await stored(['ann@acme.example', 'bob@acme.example'])).toEqual(['ann@acme.example', 'bob@acme.example']);

    const second = await sdr.post('/api/opt-out', { emails: ['ann@acme.example', 'cy@acme.example'] });
    expect(second.body).toEqual({ added: 1, alreadyOptedOut: 1 });
    expect(await stored(['cy@acme.example'])).toEqual(['cy@acme.example']);
  });

  it('treats case, spaces and repeats in one list as the same address', async () => {
    const res = await sdr.post('/api/opt-out', { emails: ['  Dee@Acme.Example ', 'dee@acme.example', 'ANN@ACME.EXAMPLE'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ added: 1, alreadyOptedOut: 1 });
    expect(await stored(['dee@acme.example'])).toEqual(['dee@acme.example']);
  });

  it('refuses a list with invalid addresses with 422 and fields, adding none of it', async () => {
    const res = await sdr.post('/api/opt-out', {
      emails: ['good@acme.example', 'no-at-sign.example', 'short@tld.c', 'with space@acme.example'],
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBeTypeOf('string');
    expect(Object.keys(res.body.fields).sort()).toEqual(['emails.1', 'emails.2', 'emails.3']);
    expect(res.body.fields['emails.1']).toMatch(/no-at-sign\.example/);
    expect(await stored(['good@acme.example'])).toEqual([]);
  });

  it('refuses an empty list and a wrong shape with 422', async () => {
    for (const body of [{ emails: [] }, {}, { emails: 'ann@acme.example' }, { emails: [42] }, []]) {
      const res = await sdr.post('/api/opt-out', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error).toBeTypeOf('string');
      expect(res.body.fields).toBeTypeOf('object');
    }
  });

  it('answers 415 to a body that is not JSON and 400 to malformed JSON', async () => {
    const text = await sdr.request('POST', '/api/opt-out', {
      body: 'ann@acme.example',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(text.body.error).toBeTypeOf('string');
    const missing = await sdr.request('POST', '/api/opt-out');
    expect(missing.status).toBe(415);
    const malformed = await sdr.request('POST', '/api/opt-out', {
      body: '{"emails": ["ann@acme.example"',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/JSON/);
  });

  it('is for staff: a guest gets 403, no session 401, no XSRF header 403', async () => {
    const body = { emails: ['guest-try@acme.example'] };
    const guest = await api.as('guest@demo.test');
    const res = await guest.post('/api/opt-out', body);
    expect(res.status).toBe(403);
    expect(res.body.error).toBeTypeOf('string');
    expect((await api.anonymous().post('/api/opt-out', body)).status).toBe(401);
    expect((await sdr.post('/api/opt-out', body, { noXsrf: true })).status).toBe(403);
    expect(await stored(['guest-try@acme.example'])).toEqual([]);
  });
});
