// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { meetingMatches, startAtBounds } from '../../../../src/domain/meetings/meeting-filters';

const meeting = { clientId: 3, sdrId: 7, date: '2026-11-24', deleted: '0' as const };

describe('meeting filters', () => {
  it('hide deleted meetings unless asked', () => {
    expect(meetingMatches({ ...meeting, deleted: '1' }, {})).toBe(false);
    expect(meetingMatches({ ...meeting, deleted: '1' }, { showDeleted: true })).toBe(true);
  });

  it('match client, rep and an inclusive date range on the booked day', () => {
    expect(meetingMatches(meeting, { clientId: 3, sdrId: 7, from: '2026-11-24', to: '2026-11-24' })).toBe(true);
    expect(meetingMatches(meeting, { clientId: 4 })).toBe(false);
    expect(meetingMatches(meeting, { sdrId: 8 })).toBe(false);
    expect(meetingMatches(meeting, { from: '2026-11-25' })).toBe(false);
    expect(meetingMatches(meeting, { to: '2026-11-23' })).toBe(false);
  });

  it('widen a day range to instants covering every zone', () => {
    expect(startAtBounds('2026-11-01', '2026-11-30')).toEqual({ lower: '2026-10-31T00:00:00.000Z', upper: '2026-12-02T00:00:00.000Z' });
    expect(startAtBounds()).toEqual({ lower: '', upper: '\uffff' });
  });
});
