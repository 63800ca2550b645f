// What the engine and the commands touch of a browser tab, in a worker
// thread: window and document events, navigator.onLine, frames, and the
// page's cookies (read from this device's own cookie jar).

type Shims = {
  /** Fires a window event ('online', 'offline', 'focus') as the browser would. */
  fire: (type: 'online' | 'offline' | 'focus') => void;
};

export function installBrowserShims(cookies: () => string): Shims {
  const g = globalThis as Record<string, unknown>;
  const win = new EventTarget() as EventTarget & Record<string, unknown>;
  Object.assign(win, { setTimeout, clearTimeout, setInterval, clearInterval });
  const doc = new EventTarget() as EventTarget & Record<string, unknown>;
  Object.defineProperty(doc, 'visibilityState', { value: 'visible' });
  Object.defineProperty(doc, 'cookie', { get: cookies });
  const nav = { onLine: true };
  g.window = win;
  g.document = doc;
  Object.defineProperty(globalThis, 'navigator', { value: nav, configurable: true, writable: true });
  g.requestAnimationFrame = (fn: (t: number) => void) => setTimeout(() => fn(performance.now()), 16);
  g.cancelAnimationFrame = (t: ReturnType<typeof setTimeout>) => clearTimeout(t);
  // Each device is its own browser: a channel named like the other device's
  // would cross between the two worker threads.
  g.BroadcastChannel = undefined;
  return {
    fire(type) {
      if (type !== 'focus') nav.onLine = type === 'online';
      win.dispatchEvent(new Event(type));
    },
  };
}
