// Short US dates for lists (no Temporal: these render in the first paint of
// the task screens, and the polyfill is loaded only where zones are worked).

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const momentFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Nov 20, 2026" for a YYYY-MM-DD day. */
export function formatShortDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : dayFormat.format(d);
}

/** "Nov 20, 2026, 3:05 PM" for an instant (ISO text or epoch milliseconds), in the viewer's zone. */
export function formatShortMoment(at: string | number): string {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? String(at) : momentFormat.format(d);
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** "3:05:12 PM" for an instant in epoch milliseconds, in the viewer's zone. */
export function formatTimeOfDay(at: number): string {
  return timeFormat.format(new Date(at));
}

/** Today's date (YYYY-MM-DD) on the viewer's own calendar. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
