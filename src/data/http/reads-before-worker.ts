/**
 * The service worker keeps the last answer of each GET that passes through
 * it, for offline reading (sw/api-cache.ts). On a device's first visit, the
 * screen's reads are made before the worker has installed and taken the
 * page, so they never passed through it: offline, that screen then said its
 * data had never been read, though the rep had just seen it. The page notes
 * the calls it answered before a worker controlled it, and hands them to the
 * worker once its first install takes the page; the worker asks each once
 * and keeps the answer (sw.ts).
 */
export const keepCopiesMessage = 'KEEP_COPIES';

export type KeepCopies = { type: typeof keepCopiesMessage; urls: string[] };

const noted = new Set<string>();
// A page whose worker never comes (blocked, or refused) notes no more than a first visit's screens.
const mostNoted = 200;

// A page (the workers share the transport), in a browser with service workers, none controlling it yet.
const pageWithoutWorker = () => 'document' in globalThis && 'serviceWorker' in navigator && !navigator.serviceWorker.controller;

/** A GET the page had answered (called by the transport). */
export function noteRead(url: string): void {
  if (noted.size < mostNoted && pageWithoutWorker()) noted.add(url);
}

/** When a worker first takes the page, it is handed the calls read before it. */
export function handReadsToWorker(): void {
  if (!pageWithoutWorker()) return;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      const message: KeepCopies = { type: keepCopiesMessage, urls: [...noted] };
      noted.clear();
      if (message.urls.length) navigator.serviceWorker.controller?.postMessage(message);
    },
    { once: true },
  );
}
