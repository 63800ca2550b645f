import { apiCacheName } from '../session/local-data';

/**
 * The last answer of a GET this device kept (the service worker keeps one
 * per address, sw/api-cache.ts), read by the page itself, without the
 * network: undefined when there is none. A screen can show it while the
 * fresh answer is on its way, instead of a spinner: on a slow connection the
 * worker waits for the network (up to 8 s) before it answers with this copy.
 */
export async function keptCopy(url: string): Promise<unknown> {
  if (typeof caches === 'undefined') return undefined;
  try {
    const kept = await caches.match(new URL(url, self.location.origin).href, { cacheName: apiCacheName, ignoreVary: true });
    if (!kept?.ok || !(kept.headers.get('content-type') ?? '').includes('json')) return undefined;
    return await kept.json();
  } catch {
    // A cache the browser will not open (private mode, storage cleared meanwhile): no copy.
    return undefined;
  }
}
