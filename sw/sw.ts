/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { AppDb } from '../src/data/db/app-db';
import { keepCopiesMessage, type KeepCopies } from '../src/data/http/reads-before-worker';
import { setXsrfSource } from '../src/data/http/transport';
import { apiCacheName } from '../src/data/session/local-data';
import { outboxSyncTag } from '../src/data/sync/background-sync';
import { drainOutbox } from '../src/data/sync/replay';
import { isCachedApiGet, markFromCache, staticRoutes } from './api-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// Writes and the feed skip this worker; the app's files come from the precache without it (api-cache.ts).
self.addEventListener('install', (event) => {
  const install = event as ExtendableEvent & { addRoutes?: (rules: typeof staticRoutes) => Promise<void> };
  install.addRoutes?.(staticRoutes).catch((error: unknown) => console.warn('Static routes were refused:', error));
});

// The app shell and its assets, so the installed app opens offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every navigation gets the shell (app routes are client-side), except API
// addresses opened directly, such as an export download.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// Screens that are not mirrored read the last answer of their GET calls when
// offline; the answer says it came from the cache.
registerRoute(
  ({ request, url }) => request.method === 'GET' && isCachedApiGet(url),
  new NetworkFirst({ cacheName: apiCacheName, networkTimeoutSeconds: 8, plugins: [markFromCache] }),
);

// The worker has no cookies API: the page keeps the XSRF token in the mirror.
const db = new AppDb();
setXsrfSource(async () => {
  const row = await db.meta.get('xsrfToken');
  return typeof row?.value === 'string' ? row.value : null;
});

// Background Sync: drain the outbox with the same code as the page. Both take
// the same Web Lock, so an edit is never sent twice.
self.addEventListener('sync', (event) => {
  const e = event as ExtendableEvent & { tag: string };
  if (e.tag === outboxSyncTag) e.waitUntil(drainOutbox({ db }).then(() => undefined));
});

// The first install takes the open page at once (no page has a worker yet):
// otherwise, until the next reload, an area whose code has not loaded cannot
// open offline, and the router's reload on a failed chunk shows the browser's
// offline page. An update never comes here before the rep chose to reload
// (skipWaiting below), and a page already controlled only changes worker.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// The update flow: the new worker waits until the page asks it to take over.
// The first install's page hands over the calls it read before this worker
// took it: each is asked once and its answer kept (reads-before-worker.ts).
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data && event.data.type === keepCopiesMessage) event.waitUntil(keepCopies((event.data as KeepCopies).urls));
});

async function keepCopies(urls: string[]) {
  const cache = await caches.open(apiCacheName);
  await Promise.all(
    urls.map(async (address) => {
      const url = new URL(address, self.location.origin);
      // Only what the worker would have kept, and not over an answer it already has.
      if (!isCachedApiGet(url) || (await cache.match(url))) return;
      try {
        const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
        if (response.ok) await cache.put(url, response);
      } catch {
        // Offline meanwhile: the screen's next read online keeps it.
      }
    }),
  );
}
