import type { WorkboxPlugin } from 'workbox-core';

// Mirrored data travels through the feed, and auth must never be answered
// from a cache; every other GET call of the API keeps its last answer.
const apiPrefixes = ['/api/', '/filter/', '/sequence-performance/', '/meeting/', '/meeting-scoreboard/', '/dne/', '/outreach/', '/sequencer/'];
const neverCached = ['/api/sync/', '/api/auth/', '/api/prospects/export'];

export function isCachedApiGet(url: URL): boolean {
  if (url.origin !== self.location.origin) return false;
  const path = url.pathname;
  if (neverCached.some((p) => path.startsWith(p))) return false;
  return apiPrefixes.some((p) => path.startsWith(p)) || path === '/notification-user';
}

/** Marks answers served from the cache, so a screen can say it is offline data. */
export const markFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set('X-From-Cache', '1');
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};
