import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptCopy } from '../../../src/data/http/kept-copy';
import { apiCacheName } from '../../../src/data/session/local-data';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('keptCopy', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the worker's cache of API answers by the full address, ignoring Vary", async () => {
    const match = vi.fn<(url: string, options: CacheQueryOptions) => Promise<Response>>(async () => json({ id: 3, name: 'kept' }));
    vi.stubGlobal('caches', { match });
    expect(await keptCopy('/api/sequence-profiles/3?x=1')).toEqual({ id: 3, name: 'kept' });
    expect(match).toHaveBeenCalledWith(`${self.location.origin}/api/sequence-profiles/3?x=1`, { cacheName: apiCacheName, ignoreVary: true });
  });

  it('has no copy when none is kept, when the kept answer is not a JSON success, or when the cache fails', async () => {
    vi.stubGlobal('caches', { match: async () => undefined });
    expect(await keptCopy('/api/x')).toBeUndefined();
    vi.stubGlobal('caches', { match: async () => json({ message: 'gone' }, 404) });
    expect(await keptCopy('/api/x')).toBeUndefined();
    vi.stubGlobal('caches', { match: async () => new Response('<html>', { headers: { 'content-type': 'text/html' } }) });
    expect(await keptCopy('/api/x')).toBeUndefined();
    vi.stubGlobal('caches', { match: async () => Promise.reject(new Error('SecurityError')) });
    expect(await keptCopy('/api/x')).toBeUndefined();
  });
});
