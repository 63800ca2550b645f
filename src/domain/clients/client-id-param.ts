/** The numeric client id of an address's last path segment, or null when it is not one. */
export function parseClientId(segment: string | number | null | undefined): number | null {
  const raw = String(segment ?? '');
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * Spec 5: the client is fetched only when the id from the address is a
 * number and differs from the one already loaded. The id to fetch, or null.
 */
export function clientIdToFetch(segment: string | number | null | undefined, loadedId: number | null): number | null {
  const id = parseClientId(segment);
  return id === null || id === loadedId ? null : id;
}
