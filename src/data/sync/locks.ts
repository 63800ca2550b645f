export type LockFn = <T>(name: string, fn: () => Promise<T>) => Promise<T>;

const chains = new Map<string, Promise<unknown>>();

/** In-process fallback where the Web Locks API is missing (tests, old browsers). */
export const localLock: LockFn = (name, fn) => {
  const prev = chains.get(name) ?? Promise.resolve();
  const run = prev.then(fn, fn);
  chains.set(name, run.catch(() => {}));
  return run;
};

/**
 * One holder at a time across tabs and the service worker: whoever holds
 * the lock is the leader; the others wait their turn and then find the
 * outbox already drained, so nothing is sent twice.
 */
export const webLock: LockFn = (name, fn) => {
  // Pages and workers both expose navigator.locks (WorkerNavigator in the latter).
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  return locks ? (locks.request(name, fn) as Promise<Awaited<ReturnType<typeof fn>>>) : localLock(name, fn);
};
