/**
 * Rows a screen shows ahead of the mirror. A command's IndexedDB write, and
 * the reads of the mirror that show it, take longer than a frame on a big
 * mirror; a screen that must show a change in its next frame (a drop on the
 * pipeline board, README, budgets) notes the row here first, and its
 * reads lay the row over what they read.
 *
 * Invariant: an entry is laid over the answer of a read of the mirror only
 * when that read began before the entry's write committed. A read begun
 * after the commit reads the write itself, or something newer (a pull, a
 * replay's answer, an undo), and is shown as it is. Nothing waits on a timer.
 */

export type RowAhead<R = Record<string, unknown>> = {
  collection: string;
  id: string;
  /** The row as the screen had it, and as the command makes it. */
  before: R;
  row: R;
  /** The read ticket when the write committed; null while it is on its way. */
  committedAt: number | null;
};

// Tickets order reads against commits: a read takes one when it starts; a
// commit notes the last one handed out.
let tickets = 0;
let entries: readonly RowAhead<unknown>[] = [];
const listeners = new Set<() => void>();
// Committed entries kept for screens that have not read again since; a
// screen reads again after every write, so a few are plenty.
const keptCommitted = 50;

function publish(next: readonly RowAhead<unknown>[]) {
  entries = next;
  for (const listener of listeners) listener();
}

/** A read of the mirror starts now: the ticket its answer carries. */
export function readTicket(): number {
  return ++tickets;
}

/** Whether an entry is laid over an answer read with this ticket. */
export function appliesTo(entry: Pick<RowAhead, 'committedAt'>, ticket: number): boolean {
  return entry.committedAt === null || ticket <= entry.committedAt;
}

/**
 * Shows `row` at once, ahead of the command's write. Call `written` once the
 * write has committed to the mirror, or `failed` if it did not happen.
 */
export function showAhead<R>(collection: string, id: string | number, before: R, row: R): { written: () => void; failed: () => void } {
  const entry: RowAhead<R> = { collection, id: String(id), before, row, committedAt: null };
  const others = entries.filter((e) => !(e.collection === collection && e.id === entry.id));
  publish([...others, entry]);
  const replace = (next: RowAhead<unknown> | null) => {
    if (!entries.includes(entry)) return;
    const rest = entries.filter((e) => e !== entry);
    publish(next ? trim([...rest, next]) : rest);
  };
  return {
    written: () => replace({ ...entry, committedAt: tickets }),
    failed: () => replace(null),
  };
}

function trim(list: RowAhead<unknown>[]): RowAhead<unknown>[] {
  const committed = list.filter((e) => e.committedAt !== null);
  if (committed.length <= keptCommitted) return list;
  const dropped = new Set(committed.slice(0, committed.length - keptCommitted));
  return list.filter((e) => !dropped.has(e));
}

/** Every entry, oldest first (a new array after each change). */
export function rowsAhead(): readonly RowAhead<unknown>[] {
  return entries;
}

export function subscribeRowsAhead(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: start from nothing. */
export function resetRowsAhead() {
  publish([]);
}
