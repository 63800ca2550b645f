import type { WorkboxPlugin } from 'workbox-core';
import { isApiPath } from '../src/domain/api/api-prefixes';

// Mirrored data travels through the feed, and auth must never be answered
// from a cache; every other GET call of the API keeps its last answer.
// Downloads (an export, a rejected-rows report, a daily export) go straight
// to the server: a file is neither kept nor answered from a copy. A GET that
// changes data (spec 7's note delete) is a write: never cached either.
const neverCached = ['/api/sync/', '/api/auth/', '/api/prospects/export', '/api/prospect/uploads/', '/api/prospect/exports/', '/sequencer/delete-note/'];

export type StaticRoute = { condition: Record<string, unknown>; source: 'network' | 'cache' };

/**
 * Static routes (InstallEvent.addRoutes, Chromium 123+; other browsers
 * ignore them and every request meets the fetch handler as before). Calls
 * this worker never answers go to the network without a fetch event, so a
 * replay's writes and the sync feed do not pass through the worker's thread:
 * every write, and the addresses that are never cached. The app's hashed
 * files are read by the browser straight from the precache (network if
 * absent): an offline start loads about thirty chunks, each otherwise a
 * fetch event queued on the worker's one thread, and the worker need not
 * even be running for them.
 */
export const staticRoutes: StaticRoute[] = [
  ...['POST', 'PUT', 'PATCH', 'DELETE'].map((requestMethod) => ({ condition: { requestMethod }, source: 'network' as const })),
  ...neverCached.map((prefix) => ({ condition: { urlPattern: { pathname: `${prefix}*` } }, source: 'network' as const })),
  { condition: { urlPattern: { pathname: '/assets/*' } }, source: 'cache' },
];

export function isCachedApiGet(url: URL): boolean {
  if (url.origin !== self.location.origin) return false;
  const path = url.pathname;
  if (neverCached.some((p) => path.startsWith(p))) return false;
  // GET /me says whether the session lives: never answered from a copy.
  return path !== '/me' && isApiPath(path);
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
