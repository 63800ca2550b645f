/** Background Sync tag: the service worker drains the outbox when the browser is back online. */
export const outboxSyncTag = 'outbox-drain';

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

export function registerOutboxSync() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((reg) => (reg as SyncRegistration).sync?.register(outboxSyncTag))
    .catch(() => {
      // No Background Sync here (Firefox, Safari): the page drains on reconnect.
    });
}
