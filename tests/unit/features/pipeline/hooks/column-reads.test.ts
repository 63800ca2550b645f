import { afterEach, describe, expect, it } from 'vitest';
import { appDb } from '../../../../../src/data/db/app-db-instance';
import type { PipelineMeeting } from '../../../../../src/domain/meetings/meeting-types';
import { columnQuery, readWholeColumnRows } from '../../../../../src/features/pipeline/hooks/column-reads';
import { pipelineMeeting } from '../../../../support/pipeline-meeting';

const at = (minute: number) => `2026-11-24T${String(10 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00.000Z`;
const meeting = (id: number, minute: number, patch: Partial<PipelineMeeting> = {}): PipelineMeeting =>
  pipelineMeeting({ id, status: 'Proposals', clientId: 1, startAt: at(minute), version: 1, ...patch });

afterEach(async () => {
  await appDb().meetings.clear();
});

const ids = (rows: PipelineMeeting[]) => rows.map((m) => m.id);

describe('a column read whole, in slices', () => {
  it('gives every row of the column once, in the index order, whatever the slice boundaries cut', async () => {
    const rows: PipelineMeeting[] = [];
    let id = 1;
    // Rows one minute apart, with runs at one moment: one that a slice of 4
    // ends inside (minute 3, three rows), and one longer than a slice (minute 9, seven rows).
    for (let minute = 0; minute < 14; minute++) {
      const atOnce = minute === 3 ? 3 : minute === 9 ? 7 : 1;
      for (let k = 0; k < atOnce; k++) rows.push(meeting(id++, minute));
    }
    // Other columns and clients around it are not read.
    rows.push(meeting(500, 5, { status: 'On Hold' }), meeting(501, 5, { clientId: 2 }));
    await appDb().meetings.bulkPut(rows);

    const oneAnswer = ids(await columnQuery('Proposals', {}).toArray());
    expect(oneAnswer).toHaveLength(23);
    for (const slice of [1, 2, 4, 5, 500]) {
      expect(ids(await readWholeColumnRows('Proposals', {}, slice)), `slices of ${slice}`).toEqual(oneAnswer);
    }
    // The narrower indexes of a filter are sliced the same way.
    const forClient = ids(await columnQuery('Proposals', { clientId: 1 }).toArray());
    expect(forClient).toHaveLength(22);
    expect(ids(await readWholeColumnRows('Proposals', { clientId: 1 }, 4))).toEqual(forClient);
  });

  it('keeps to the dates of the filter', async () => {
    await appDb().meetings.bulkPut([meeting(1, 0, { startAt: '2026-10-01T10:00:00.000Z' }), meeting(2, 0), meeting(3, 1), meeting(4, 2, { startAt: '2027-02-01T10:00:00.000Z' })]);
    const f = { from: '2026-11-20', to: '2026-11-30' };
    expect(ids(await readWholeColumnRows('Proposals', f, 1))).toEqual(ids(await columnQuery('Proposals', f).toArray()));
    expect(ids(await readWholeColumnRows('Proposals', f, 1))).toEqual([2, 3]);
  });

  it('ends at the last moment of the dates even when a slice ends on it', async () => {
    // The filter's upper bound is two days past its last day, inclusive: two meetings exactly there.
    const edge = '2026-12-02T00:00:00.000Z';
    await appDb().meetings.bulkPut([meeting(1, 0), meeting(2, 0, { startAt: edge }), meeting(3, 0, { startAt: edge })]);
    const f = { from: '2026-11-20', to: '2026-11-30' };
    const whole = ids(await columnQuery('Proposals', f).toArray());
    expect(whole).toEqual([1, 2, 3]);
    for (const slice of [1, 2, 3]) expect(ids(await readWholeColumnRows('Proposals', f, slice)), `slices of ${slice}`).toEqual(whole);
  });
});
