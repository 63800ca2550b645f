import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appDb } from '../../../../../src/data/db/app-db-instance';
import { wipeLocalData } from '../../../../../src/data/session/local-data';
import type { PipelineMeeting } from '../../../../../src/domain/meetings/meeting-types';
import { moveMeeting } from '../../../../../src/features/pipeline/commands/move-meeting';
import { cachedHead, headKey, readAndKeepHead, resetHeadCache, warmColumnHeads, warmColumnHeadsWithin } from '../../../../../src/features/pipeline/hooks/column-head-cache';
import { resetRowsAhead, rowsAhead } from '../../../../../src/data/sync/rows-ahead';
import { useColumnMeetings } from '../../../../../src/features/pipeline/hooks/use-column-meetings';
import { pipelineMeeting } from '../../../../support/pipeline-meeting';

const meeting = (id: number, patch: Partial<PipelineMeeting> = {}): PipelineMeeting =>
  pipelineMeeting({ id, status: 'Proposals', prospect_name: `Prospect ${id}`, startAt: `2026-11-24T15:${String(id).padStart(2, '0')}:00.000Z`, version: 1, ...patch });

const noFilter = {};
const openColumn = () => renderHook(() => useColumnMeetings('Proposals', noFilter, false, true));

beforeEach(async () => {
  resetHeadCache();
  resetRowsAhead();
  await appDb().meetings.bulkPut([meeting(1), meeting(2), meeting(3, { status: 'On Hold' })]);
});
afterEach(async () => {
  const db = appDb();
  await Promise.all([db.meetings.clear(), db.outbox.clear(), db.bases.clear()]);
});

describe('the column head cache (a board opened again)', () => {
  it('shows the cards it last read in the first render of a board opened again', async () => {
    const first = openColumn();
    // A board opened for the first time waits for its read.
    expect(first.result.current.rows).toBeUndefined();
    await waitFor(() => expect(first.result.current.rows?.map((m) => m.id)).toEqual([2, 1]));
    first.unmount();

    const again = openColumn();
    expect(again.result.current.rows?.map((m) => m.id)).toEqual([2, 1]);
    again.unmount();
  });

  it('forgets every column once the mirror’s meetings change (a move, a pull, a sign-out’s wipe)', async () => {
    const first = openColumn();
    await waitFor(() => expect(first.result.current.rows).toBeDefined());
    first.unmount();
    // A move made elsewhere (the card's drawer, another tab) while the board is closed.
    await moveMeeting(meeting(1), 'On Hold');
    const afterMove = openColumn();
    expect(afterMove.result.current.rows).toBeUndefined();
    await waitFor(() => expect(afterMove.result.current.rows?.map((m) => m.id)).toEqual([2]));
    afterMove.unmount();

    await wipeLocalData(appDb());
    expect(openColumn().result.current.rows).toBeUndefined();
  });

  it('keeps a column’s head again after a write elsewhere, from the open board’s whole-column read', async () => {
    const open = renderHook(() => useColumnMeetings('Proposals', noFilter, true, true));
    await waitFor(() => expect(open.result.current.complete).toBe(true));
    const key = headKey('Proposals', noFilter);
    expect(cachedHead(key)?.map((m) => m.id)).toEqual([2, 1]);
    // A write to another column forgets every head, this one's too…
    await appDb().meetings.put(meeting(3, { status: 'Closed Won', version: 2 }));
    expect(cachedHead(key)).toBeUndefined();
    // …and the whole column, read again after the write, keeps it again.
    await waitFor(() => expect(cachedHead(key)?.map((m) => m.id)).toEqual([2, 1]), { timeout: 3000 });
    open.unmount();
    expect(openColumn().result.current.rows?.map((m) => m.id)).toEqual([2, 1]);
  });

  it('keeps no read that a write overtook', async () => {
    const key = headKey('Proposals', noFilter);
    await readAndKeepHead(key, async () => {
      const rows = (await appDb().meetings.toArray()).filter((m) => m.status === 'Proposals');
      // The mirror changes while this read is on its way.
      await appDb().meetings.put(meeting(4));
      return rows;
    }, (rows) => rows);
    expect(cachedHead(key)).toBeUndefined();
    // A read nothing overtook is kept.
    await readAndKeepHead(key, async () => [meeting(9)], (rows) => rows);
    expect(cachedHead(key)?.map((m) => m.id)).toEqual([9]);
  });

  it('keeps each filter apart', async () => {
    const key = headKey('Proposals', { clientId: 3 });
    await readAndKeepHead(key, async () => [meeting(5)], (rows) => rows);
    expect(cachedHead(headKey('Proposals', { clientId: 4 }))).toBeUndefined();
    expect(cachedHead(headKey('On Hold', { clientId: 3 }))).toBeUndefined();
    expect(cachedHead(key)?.map((m) => m.id)).toEqual([5]);
  });

  it('reads a board ahead of its first render, once for intents in a row, and again after a write', async () => {
    await Promise.all([warmColumnHeads(noFilter), warmColumnHeads(noFilter)]);
    expect(cachedHead(headKey('Proposals', noFilter))?.map((m) => m.id)).toEqual([2, 1]);
    expect(cachedHead(headKey('On Hold', noFilter))?.map((m) => m.id)).toEqual([3]);
    expect(cachedHead(headKey('Closed Won', noFilter))).toEqual([]);
    // The board then opens with the cards in its first render.
    expect(openColumn().result.current.rows?.map((m) => m.id)).toEqual([2, 1]);

    await appDb().meetings.put(meeting(4));
    expect(cachedHead(headKey('Proposals', noFilter))).toBeUndefined();
    await warmColumnHeads(noFilter);
    expect(cachedHead(headKey('Proposals', noFilter))?.map((m) => m.id)).toEqual([4, 2, 1]);
  });
});

/** Keeps a write transaction on the mirror's meetings open (as a first sync's page does) until `release`. */
function holdMeetingsWrite(): { release: () => void } {
  let held = true;
  const tx = appDb().backendDB().transaction('meetings', 'readwrite');
  const store = tx.objectStore('meetings');
  // A transaction lives while it has requests: ask again on each answer.
  const ask = () => {
    if (held) store.count().onsuccess = ask;
  };
  ask();
  return { release: () => (held = false) };
}

describe('a board entered waits for its first cards', () => {
  it('until they are read, so its first render shows them', async () => {
    await warmColumnHeadsWithin(noFilter, 60_000);
    expect(cachedHead(headKey('Proposals', noFilter))?.map((m) => m.id)).toEqual([2, 1]);
    expect(performance.getEntriesByName('board-read-ahead').length).toBeGreaterThan(0);
  });

  it('for no longer than its limit when the read queues behind a long write', async () => {
    performance.clearMarks('board-read-ahead');
    const write = holdMeetingsWrite();
    const started = performance.now();
    await warmColumnHeadsWithin(noFilter, 100);
    expect(performance.now() - started).toBeLessThan(5_000);
    // Not read yet, and not said to be.
    expect(cachedHead(headKey('Proposals', noFilter))).toBeUndefined();
    expect(performance.getEntriesByName('board-read-ahead')).toHaveLength(0);
    write.release();
    await waitFor(() => expect(cachedHead(headKey('Proposals', noFilter))?.map((m) => m.id)).toEqual([2, 1]));
    expect(performance.getEntriesByName('board-read-ahead').length).toBeGreaterThan(0);
  });
});

describe('a drop on an open column', () => {
  it('shows in the columns at once, before the mirror write, and the columns then show the mirror as it is', async () => {
    const target = renderHook(() => useColumnMeetings('On Hold', noFilter, true, true));
    const source = renderHook(() => useColumnMeetings('Proposals', noFilter, true, true));
    await waitFor(() => expect(source.result.current.complete).toBe(true));
    await waitFor(() => expect(target.result.current.rows?.map((m) => m.id)).toEqual([3]));

    const move = moveMeeting(meeting(1), 'On Hold');
    // Shown before the command has even begun its write (it waits for the next paint).
    expect(rowsAhead()).toMatchObject([{ id: '1', committedAt: null }]);
    await waitFor(() => expect(target.result.current.rows?.map((m) => m.id)).toEqual([3, 1]));
    expect(source.result.current.rows?.map((m) => m.id)).toEqual([2]);

    await move;
    expect((await appDb().meetings.get(1))!.status).toBe('On Hold');
    // A pull then moves the card on: the columns read it again and show it where the mirror has it.
    await appDb().meetings.put(meeting(1, { status: 'Closed Won', version: 3 }));
    await waitFor(() => expect(target.result.current.rows?.map((m) => m.id)).toEqual([3]), { timeout: 3000 });
    expect(source.result.current.rows?.map((m) => m.id)).toEqual([2]);
    target.unmount();
    source.unmount();
  });

  it('goes back where it was when the write fails', async () => {
    const seen = renderHook(() => useColumnMeetings('On Hold', noFilter, false, true));
    await waitFor(() => expect(seen.result.current.rows?.map((m) => m.id)).toEqual([3]));
    // A meeting without its client has no address to send the move to: the write fails.
    const ghost = meeting(40, { startAt: '2026-11-24T16:00:00.000Z', clientId: undefined as unknown as number });
    const failed = moveMeeting(ghost, 'On Hold').catch((e: unknown) => e);
    expect(rowsAhead()).toMatchObject([{ id: '40', committedAt: null }]);
    expect(await failed).toBeInstanceOf(Error);
    expect(rowsAhead()).toEqual([]);
    await waitFor(() => expect(seen.result.current.rows?.map((m) => m.id)).toEqual([3]));
    seen.unmount();
  });
});
