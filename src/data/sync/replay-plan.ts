import { recordKey, type OutboxEntry } from '../db/outbox-types';

// Collections whose edits keep the order they were made in across records,
// not only per record: a rep works call tasks one after another, and the
// server's call history must read in that order (issue: call tasks replay
// in order); a client contact's feedback and approvals on a plane reach the
// agency in the order they were made (issue 20). Their edits go one at a
// time; others may overlap them.
const orderedCollections: ReadonlySet<string> = new Set(['tasks', 'content-templates']);

/** One edit of a pass, in outbox order. */
export type PassStep = {
  entry: OutboxEntry;
  /** Its record ('collection:id'), or 'collection:*' for an edit of every matching row. */
  key: string;
  /** An edit of a whole collection: it goes alone, after everything before it. */
  wide: boolean;
  /**
   * Steps (their seq) before it that hold it back if they do not go in this
   * pass: never overtake an earlier edit of the same record (for a
   * collection-wide edit: of any record of its collection, and the reverse).
   */
  heldBy: number[];
  /**
   * Steps before it that must be answered before it is sent: its own
   * record's (one edit of a record on the wire at a time), every earlier
   * one for a collection-wide edit or after one, and the whole collection's
   * for an ordered collection (call tasks).
   */
  waitsFor: number[];
};

/** A pass over the outbox: what may be sent now, and what waits. */
export type PassPlan = {
  steps: PassStep[];
  /** Edits that cannot go in this pass: failed or conflicted (they wait for the rep), or not due yet. */
  waiting: OutboxEntry[];
};

const isWide = (e: OutboxEntry) => e.entityId === '*';

/** Whether an earlier edit `before` keeps `later` from overtaking it (the same record, or a collection-wide edit of its collection). */
function sameRecord(before: OutboxEntry, later: OutboxEntry): boolean {
  if (before.collection !== later.collection) return false;
  return isWide(before) || isWide(later) || before.entityId === later.entityId;
}

/** Whether `later` must wait for `before` to be answered before it is sent. */
function mustFollow(before: OutboxEntry, later: OutboxEntry): boolean {
  if (isWide(before) || isWide(later)) return true;
  if (before.collection === later.collection && orderedCollections.has(later.collection)) return true;
  return before.collection === later.collection && before.entityId === later.entityId;
}

/**
 * Plans one pass over the outbox (entries in `seq` order): which edits may be
 * sent now, each with the earlier ones it waits behind, and which wait for
 * something else (the rep, or their next attempt time). An edit behind one
 * that cannot go does not go either (per-record order).
 */
export function planPass(entries: readonly OutboxEntry[], now: number): PassPlan {
  const steps: PassStep[] = [];
  const waiting: OutboxEntry[] = [];
  // Earlier edits that do not go in this pass.
  const stuck: OutboxEntry[] = [];
  for (const entry of entries) {
    const ready = entry.status === 'pending' && entry.nextAttemptAt <= now;
    if (!ready || stuck.some((s) => sameRecord(s, entry))) {
      stuck.push(entry);
      waiting.push(entry);
      continue;
    }
    steps.push({
      entry,
      key: recordKey(entry.collection, entry.entityId),
      wide: isWide(entry),
      heldBy: steps.filter((s) => sameRecord(s.entry, entry)).map((s) => s.entry.seq!),
      waitsFor: steps.filter((s) => mustFollow(s.entry, entry)).map((s) => s.entry.seq!),
    });
  }
  return { steps, waiting };
}
