import type { WorkboxPlugin } from 'workbox-core';

// Mirrored data travels through the feed, and auth must never be answered
// from a cache; every other GET call of the API keeps its last answer.
const apiPrefixes = ['/api/', '/filter/', '/sequence-performance/', '/meeting/', '/meeting-scoreboard/', '/dne/', '/outreach/', '/sequencer/'];
const neverCached = ['/api/sync/', '/api/auth/', '/api/prospects/export'];

type NetworkRoute = { condition: Record<string, unknown>; source: 'network' };

/**
 * Static routes (InstallEvent.addRoutes): calls this worker never answers go
 * to the network without a fetch event, so a replay's writes and the sync
 * feed do not pass through the worker's thread: every write, and the
 * addresses that are never cached.
 */
export const networkRoutes: NetworkRoute[] = [
  ...['POST', 'PUT', 'PATCH', 'DELETE'].map((requestMethod) => ({ condition: { requestMethod }, source: 'network' as const })),
  ...neverCached.map((prefix) => ({ condition: { urlPattern: { pathname: `${prefix}*` } }, source: 'network' as const })),
];

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
