import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../support/api-client';

// Issue 17: bodies are limited by route before they are read (413, JSON),
// even before sign-in, and scrypt never sees an unbounded password.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const json = { 'content-type': 'application/json' };

/** A body that streams in without a Content-Length, as a chunked upload does. */
function streamed(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  let sent = 0;
  let pulls = 0;
  return new ReadableStream({
    pull(controller) {
      pulls++;
      if (sent >= bytes || pulls > bytes / chunk.length + 2) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

describe('request body limits', () => {
  it('refuses a 20 MB sign-in body with 413 before reading it', async () => {
    const res = await api.app.request('/api/auth/login', {
      method: 'POST',
      headers: { ...json, 'content-length': String(20 * 1024 * 1024) },
      body: '{}',
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/too large/);
  });

  it('counts a body that comes without a length, and stops reading at the limit', async () => {
    const body = streamed(100 * 1024 * 1024);
    const res = await api.app.request('/api/auth/login', { method: 'POST', headers: json, body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('limits a JSON body to 1 MB by default, signed in', async () => {
    const admin = await api.as('admin@demo.test');
    const big = await admin.patch('/api/clients/1', { details: 'x'.repeat(1024 * 1024 + 10) });
    expect(big.status).toBe(413);
    expect(big.body.error).toMatch(/at most 1 MB/);
    // With an Idempotency-Key the body is read for its hash first, within the server-wide limit, then held to the route's.
    const keyed = await admin.patch('/api/clients/1', { details: 'x'.repeat(1024 * 1024 + 10) }, { headers: { 'Idempotency-Key': 'size-limit-test-1' } });
    expect(keyed.status).toBe(413);
    const huge = await admin.patch('/api/clients/1', { details: 'x'.repeat(21 * 1024 * 1024) }, { headers: { 'Idempotency-Key': 'size-limit-test-2' } });
    expect(huge.status).toBe(413);
    // Just under the limit is read, and refused for what it says.
    const under = await admin.patch('/api/clients/1', { details: 'x'.repeat(900 * 1024) });
    expect(under.status).toBe(422);
  });

  it('refuses a password longer than 1,024 characters without hashing it', async () => {
    const res = await api.anonymous().post('/api/auth/login', { email: 'sdr@demo.test', password: 'x'.repeat(5000) });
    expect(res.status).toBe(422);
    expect(res.body.fields).toHaveProperty('password');
  });
});
