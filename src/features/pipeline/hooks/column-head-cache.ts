import { watchTables } from '../../../data/db/watch-tables';
import { readTicket } from '../../../data/sync/rows-ahead';
import { benchMark } from '../../../ui/bench-marks';
import type { MeetingFilter } from '../../../domain/meetings/meeting-filters';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';
import { pipelineStatuses, type PipelineStatus } from '../../../domain/meetings/pipeline-statuses';
import { columnHead, readHead } from './column-reads';

/**
 * The newest cards of each column as last read, kept after the board
 * closes: a rep who comes back to the board (from a booking, a client, the
 * tasks) sees its cards in the first render, not seven empty columns for
 * the time of seven IndexedDB reads.
 *
 * Never older than the mirror: any write to the mirror's meetings (this
 * tab, another tab, a pull, a replay, a sign-out's wipe) forgets every
 * entry, and a read that a write overtook is not kept. The board's live
 * queries read again as before; the cache only fills the first render.
 */
const heads = new Map<string, HeadRead>();

/** A head as read, with the ticket its read began with (data/sync/rows-ahead.ts). */
export type HeadRead = { rows: PipelineMeeting[]; ticket: number };
// Two boards with a few filters each (the pipeline, a client's overview).
const maxEntries = 7 * 4;
let generation = 0;
let stopWatching: (() => void) | null = null;
// Reads ahead still under way, by head key.
const warming = new Map<string, Promise<unknown>>();

function forgetAll() {
  generation++;
  heads.clear();
  benchMark('board-heads-forgotten');
  // A read under way now answers from before the write: a new intent reads again.
  warming.clear();
}

export function headKey(status: PipelineStatus, f: MeetingFilter): string {
  return JSON.stringify([status, f.clientId ?? null, f.sdrId ?? null, f.from ?? null, f.to ?? null, !!f.showDeleted]);
}

/** The head last read for this column and filter, if the mirror has not changed since. */
export function cachedHead(key: string): PipelineMeeting[] | undefined {
  return heads.get(key)?.rows;
}

/** The same, with the ticket of its read. */
export function cachedHeadRead(key: string): HeadRead | undefined {
  return heads.get(key);
}

/**
 * Runs a read of a column and keeps the head `headOf` picks from its answer,
 * unless the mirror's meetings changed while it ran. The board's whole-column
 * reads go through here too: they follow every write (throttled), so the
 * heads of columns a write did not touch are kept again after it.
 */
export async function readAndKeepHead<T>(key: string, read: () => Promise<T>, headOf: (answer: T) => PipelineMeeting[]): Promise<T> {
  stopWatching ??= watchTables(['meetings'], forgetAll);
  const before = generation;
  const ticket = readTicket();
  const answer = await read();
  if (before === generation) {
    heads.delete(key);
    heads.set(key, { rows: headOf(answer), ticket });
    benchMark('board-heads-kept', key);
    if (heads.size > maxEntries) heads.delete(heads.keys().next().value!);
  }
  return answer;
}

/** A whole column from the mirror, newest first; its head is kept for the next board. */
export function readWholeColumn(status: PipelineStatus, f: MeetingFilter, read: () => Promise<PipelineMeeting[]>): Promise<PipelineMeeting[]> {
  return readAndKeepHead(headKey(status, f), read, (rows) => rows.slice(0, columnHead));
}

/** A column's newest cards from the mirror, kept for the next board. */
export function readColumnHead(status: PipelineStatus, f: MeetingFilter): Promise<PipelineMeeting[]> {
  return readAndKeepHead(headKey(status, f), () => readHead(status, f), (rows) => rows);
}

/**
 * Reads the heads a board with this filter will show, before it is opened:
 * the router calls it when the rep points at, touches or focuses a link to
 * the board (preload on intent), usually a few hundred milliseconds before
 * the click.
 */
export async function warmColumnHeads(f: MeetingFilter): Promise<void> {
  await Promise.all(
    pipelineStatuses.map((status) => {
      const key = headKey(status, f);
      if (cachedHead(key)) return Promise.resolve();
      // Several intents in a row (a pointer, then the click) share one read.
      let read = warming.get(key);
      if (!read) {
        const own = readColumnHead(status, f).finally(() => warming.get(key) === own && warming.delete(key));
        read = own;
        warming.set(key, read);
      }
      return read;
    }),
  );
}

/**
 * `warmColumnHeads`, waited for at most `withinMs`. A board entered waits
 * for its first cards so that its first render shows them: the read usually
 * ends while the board's code loads, but on a busy device it can end after,
 * and the board then painted seven loaders for a moment. The wait is capped
 * because a read queued behind a long IndexedDB write (a first sync's page)
 * would hold the navigation for nothing: its answer is not kept anyway.
 */
export function warmColumnHeadsWithin(f: MeetingFilter, withinMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, withinMs);
  });
  // The mark says the cards were read, so it follows the read, not the cap.
  const read = warmColumnHeads(f).then(() => benchMark('board-read-ahead'));
  return Promise.race([read, cap]).finally(() => clearTimeout(timer));
}

/** Tests: start from nothing. */
export function resetHeadCache() {
  stopWatching?.();
  stopWatching = null;
  forgetAll();
}
