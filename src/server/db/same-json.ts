/**
 * Whether two JSON values are equal whatever the order of their objects'
 * keys: jsonb hands objects back in an order of its own. A key whose value
 * is undefined counts as absent, as it does once written as JSON.
 *
 * Compared in place: the booking lookups' minute job compares two thousand
 * clients' lookups each time, and stringifying them with sorted keys took
 * 40–80 ms of the event loop in one block, twice a minute (issue 24).
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameJson(item, b[i]));
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x).filter((k) => x[k] !== undefined);
  if (keys.length !== Object.keys(y).filter((k) => y[k] !== undefined).length) return false;
  return keys.every((k) => Object.hasOwn(y, k) && sameJson(x[k], y[k]));
}
