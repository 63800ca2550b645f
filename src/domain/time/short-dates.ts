// Short US dates for lists (no Temporal: these render in the first paint of
// the task screens, and the polyfill is loaded only where zones are worked).

/**
 * A format made at its first use, not when the module loads: a page's
 * first Intl.DateTimeFormat loads the time-zone data (10-13 ms in a fresh
 * Chromium tab here, several times that on a phone), which the app does
 * while idle (main.tsx); made at load, it ran inside the first screen's
 * code instead, on the way to its first paint.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat('en-US', options));
}

const dayFormat = lazyFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const momentFormat = lazyFormat({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const recentFormat = lazyFormat({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const timeFormat = lazyFormat({ hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** "Nov 20, 2026" for a YYYY-MM-DD day. */
export function formatShortDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : dayFormat().format(d);
}

/** "Nov 20, 2026, 3:05 PM" for an instant (ISO text or epoch milliseconds), in the viewer's zone. */
export function formatShortMoment(at: string | number): string {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? String(at) : momentFormat().format(d);
}

/** "Nov 20, 3:05 PM" for an instant (ISO text or epoch milliseconds) of the last days, in the viewer's zone. */
export function formatRecentMoment(at: string | number): string {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? String(at) : recentFormat().format(d);
}

/** "3:05:12 PM" for an instant in epoch milliseconds, in the viewer's zone. */
export function formatTimeOfDay(at: number): string {
  return timeFormat().format(new Date(at));
}

/** Today's date (YYYY-MM-DD) on the viewer's own calendar. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
