/**
 * The service worker keeps the last answer of each GET that passes through
 * it, for offline reading (sw/api-cache.ts). On a device's first visit, the
 * screen's reads are made before the worker has installed and taken the
 * page, so they never passed through it: offline, that screen then said its
 * data had never been read, though the rep had just seen it. The page notes
 * the calls it asked while no worker controlled it, and hands them to the
 * worker once its first install takes the page; the worker asks each once
 * and keeps the answer (sw.ts).
 */
export const keepCopiesMessage = 'KEEP_COPIES';

export type KeepCopies = { type: typeof keepCopiesMessage; urls: string[] };

const noted = new Set<string>();
// A page whose worker never comes (blocked, or refused) notes no more than a first visit's screens.
const mostNoted = 200;
let listening = false;

const handOver = (worker: ServiceWorker, urls: string[]) => worker.postMessage({ type: keepCopiesMessage, urls } satisfies KeepCopies);

function noteRead(url: string): void {
  // The worker took the page while this read was under way: it passed by the worker all the same.
  const worker = navigator.serviceWorker.controller;
  if (worker) return handOver(worker, [url]);
  if (noted.size >= mostNoted) return;
  noted.add(url);
  // Listening from the first read, not from the worker's registration: the
  // worker registered by the sign-in page can take the next page before its
  // components have mounted.
  if (listening) return;
  listening = true;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      const urls = [...noted];
      noted.clear();
      if (navigator.serviceWorker.controller) handOver(navigator.serviceWorker.controller, urls);
    },
    { once: true },
  );
}

/**
 * Called by the transport as a GET leaves: on a page no worker controls yet
 * (in a browser with service workers; the Web Workers share the transport),
 * what to call with its address once it has been answered.
 */
export function readBeforeWorker(): ((url: string) => void) | undefined {
  const withoutWorker = 'document' in globalThis && 'serviceWorker' in navigator && !navigator.serviceWorker.controller;
  return withoutWorker ? noteRead : undefined;
}
