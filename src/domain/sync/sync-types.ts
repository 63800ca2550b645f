// The local-first contract between the server's change feed and the app's
// mirror (decision 0002): one definition for server, app and worker.

/** The collections every device mirrors, by their names in the feed. */
export const mirroredCollections = [
  'me',
  'lookups',
  'clients',
  'meetings',
  'tasks',
  'notifications',
  // Issue 16: each client's booking lookups, so a rep books offline for any client.
  'bookingLookups',
] as const;

export type Collection = (typeof mirroredCollections)[number];

export function isMirroredCollection(name: string): name is Collection {
  return (mirroredCollections as readonly string[]).includes(name);
}

/** One entry of a pull page: a row to put, or a tombstone. */
export type PulledChange = { collection: Collection; id: string; op: 'put' | 'del'; data?: Record<string, unknown> };

/** GET /api/sync/pull?cursor&limit&count: a page of the feed. */
export type PullPage = { cursor: number; changes: PulledChange[]; more: boolean; remaining?: number };

/**
 * The optimistic change an edit makes to the mirror, as data rather than a
 * function, so the service worker can re-apply it without feature code.
 */
export type MirrorOp =
  | { kind: 'patch'; patch: Record<string, unknown> }
  /** Every row of the collection matching `where` (e.g. all unread). */
  | { kind: 'patch-where'; where: Record<string, unknown>; patch: Record<string, unknown> }
  | { kind: 'create'; row: Record<string, unknown> }
  | { kind: 'delete' }
  /** A queued call of a record that is not mirrored (a note, a comment): nothing on the device changes. */
  | { kind: 'none' };

/**
 * The id a record created on the device goes by until the server's row
 * replaces it: negative, so it never meets a server id, and unique on this
 * device.
 */
export function temporaryRecordId(now: number = Date.now(), random: () => number = Math.random): number {
  return -(now * 1000 + Math.floor(random() * 1000));
}
