import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../../src/server/routes/sync-compression';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

// The first sync's transport (decision 0037): compressed as the client
// accepts, and resumable from any cursor it was answered.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const decoders = { gzip: promisify(gunzip), br: promisify(brotliDecompress) };

/** The raw answer, as a browser gets it before it decodes it. */
async function rawPull(client: ApiClient, query: string, acceptEncoding?: string) {
  const headers: Record<string, string> = { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
  const res = await api.app.request(`/api/sync/pull?${query}`, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('GET /api/sync/pull, compressed', () => {
  it('answers gzip or brotli as Accept-Encoding asks, decoding to the same rows as the plain answer', async () => {
    const sdr = await api.as('sdr@demo.test');
    const plain = await rawPull(sdr, 'cursor=0&limit=2000');
    expect(plain.res.status).toBe(200);
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const rows = JSON.parse(plain.bytes.toString('utf8'));
    expect(rows.changes.length).toBeGreaterThan(100);
    for (const [asked, encoding] of [
      ['gzip', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
    ] as const) {
      const packed = await rawPull(sdr, 'cursor=0&limit=2000', asked);
      expect(packed.res.status).toBe(200);
      expect(packed.res.headers.get('content-encoding'), asked).toBe(encoding);
      expect(packed.res.headers.get('content-type')).toMatch(/application\/json/);
      expect(packed.bytes.length).toBeLessThan(plain.bytes.length / 4);
      const decoded = JSON.parse((await decoders[encoding](packed.bytes)).toString('utf8'));
      expect(decoded).toEqual(rows);
    }
  });

  it('answers plain to a client that accepts neither, or refuses them with q=0', async () => {
    const sdr = await api.as('sdr@demo.test');
    for (const asked of ['identity', 'gzip;q=0, br;q=0', 'deflate']) {
      const { res, bytes } = await rawPull(sdr, 'cursor=0&limit=500', asked);
      expect(res.headers.get('content-encoding'), asked).toBeNull();
      expect(JSON.parse(bytes.toString('utf8')).changes.length).toBeGreaterThan(0);
    }
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('compresses errors no differently: a refused pull is still plain JSON with its status', async () => {
    const anonymous = api.anonymous();
    const { res, bytes } = await rawPull(anonymous, 'cursor=0', 'gzip');
    expect(res.status).toBe(401);
    expect(JSON.parse(bytes.toString('utf8'))).toHaveProperty('error');
  });
});

describe('GET /api/sync/pull, resumed', () => {
  it('goes on from any answered cursor to exactly the rest of the feed, as one pull of it all', async () => {
    const admin = await api.as('admin@demo.test');
    const whole = await admin.get('/api/sync/pull?cursor=0&limit=5000');
    expect(whole.status).toBe(200);
    expect(whole.body.more).toBe(false);
    // A first sync cut off after two pages (a lost connection), resumed from its cursor.
    const first = await admin.get('/api/sync/pull?cursor=0&limit=300');
    const second = await admin.get(`/api/sync/pull?cursor=${first.body.cursor}&limit=300`);
    expect(second.body.more).toBe(true);
    const rest = [];
    let cursor = second.body.cursor;
    for (;;) {
      const page = await admin.get(`/api/sync/pull?cursor=${cursor}&limit=2000`);
      rest.push(...page.body.changes);
      cursor = page.body.cursor;
      if (!page.body.more) break;
    }
    expect([...first.body.changes, ...second.body.changes, ...rest]).toEqual(whole.body.changes);
    expect(cursor).toBe(whole.body.cursor);
  });
});
