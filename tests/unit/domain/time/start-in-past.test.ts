import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { isStartInPast } from '../../../../src/domain/time/start-in-past';
import { meetingTimezones, viewerTimezone } from '../../../../src/domain/time/timezones';

const at = (iso: string) => Temporal.Instant.from(iso);
const minute = { minutes: 1 };

// 10:00 on a summer and a winter day in each zone of spec 9, as UTC.
const tenOClock: Record<string, { summer: string; winter: string }> = {
  'America/New_York': { summer: '2026-07-15T14:00:00Z', winter: '2026-01-15T15:00:00Z' },
  'America/Chicago': { summer: '2026-07-15T15:00:00Z', winter: '2026-01-15T16:00:00Z' },
  'America/Denver': { summer: '2026-07-15T16:00:00Z', winter: '2026-01-15T17:00:00Z' },
  'America/Phoenix': { summer: '2026-07-15T17:00:00Z', winter: '2026-01-15T17:00:00Z' },
  'America/Los_Angeles': { summer: '2026-07-15T17:00:00Z', winter: '2026-01-15T18:00:00Z' },
  'America/Anchorage': { summer: '2026-07-15T18:00:00Z', winter: '2026-01-15T19:00:00Z' },
  'America/Adak': { summer: '2026-07-15T19:00:00Z', winter: '2026-01-15T20:00:00Z' },
  'Pacific/Honolulu': { summer: '2026-07-15T20:00:00Z', winter: '2026-01-15T20:00:00Z' },
  'Asia/Jerusalem': { summer: '2026-07-15T07:00:00Z', winter: '2026-01-15T08:00:00Z' },
  UTC: { summer: '2026-07-15T10:00:00Z', winter: '2026-01-15T10:00:00Z' },
};

describe('a start in the past (spec 5)', () => {
  it('covers all ten zones', () => {
    expect(Object.keys(tenOClock).sort()).toEqual(meetingTimezones.map((z) => z.iana).sort());
  });

  for (const zone of meetingTimezones) {
    it(`applies ${zone.name}'s offset (${zone.iana}) in summer and in winter`, () => {
      for (const [date, instant] of [
        ['2026-07-15', tenOClock[zone.iana].summer],
        ['2026-01-15', tenOClock[zone.iana].winter],
      ] as const) {
        const start = { date, startsAt: '10:00', timezone: zone.iana };
        expect(isStartInPast(start, at(instant).subtract(minute))).toBe(false);
        expect(isStartInPast(start, at(instant))).toBe(false);
        expect(isStartInPast(start, at(instant).add(minute))).toBe(true);
      }
    });
  }

  it('uses daylight time on the day New York springs forward (2026-03-08)', () => {
    const now = at('2026-03-08T12:30:00Z');
    // 8:00am EDT is 12:00 UTC: past. With the day before's EST it would be 13:00.
    expect(isStartInPast({ date: '2026-03-08', startsAt: '08:00', timezone: 'America/New_York' }, now)).toBe(true);
    expect(isStartInPast({ date: '2026-03-08', startsAt: '08:45', timezone: 'America/New_York' }, now)).toBe(false);
  });

  it('uses standard time on the day New York falls back (2026-11-01)', () => {
    const now = at('2026-11-01T12:30:00Z');
    // 8:00am EST is 13:00 UTC: not yet. With EDT it would have been 12:00.
    expect(isStartInPast({ date: '2026-11-01', startsAt: '08:00', timezone: 'America/New_York' }, now)).toBe(false);
    expect(isStartInPast({ date: '2026-10-31', startsAt: '08:00', timezone: 'America/New_York' }, now)).toBe(true);
  });

  it("follows Jerusalem's own change dates (2026-03-27 and 2026-10-25)", () => {
    // 8:00am IDT (+3) on 2026-03-27 is 05:00 UTC; the day before, IST (+2), 06:00.
    const spring = at('2026-03-27T05:30:00Z');
    expect(isStartInPast({ date: '2026-03-27', startsAt: '08:00', timezone: 'Asia/Jerusalem' }, spring)).toBe(true);
    const dayBefore = at('2026-03-26T05:30:00Z');
    expect(isStartInPast({ date: '2026-03-26', startsAt: '08:00', timezone: 'Asia/Jerusalem' }, dayBefore)).toBe(false);
    // On 2026-10-25 Jerusalem is back on +2: 8:00am is 06:00 UTC.
    const autumn = at('2026-10-25T05:30:00Z');
    expect(isStartInPast({ date: '2026-10-25', startsAt: '08:00', timezone: 'Asia/Jerusalem' }, autumn)).toBe(false);
  });

  it('keeps Phoenix and Honolulu on one offset while New York changes', () => {
    const phoenix = { date: '2026-03-08', startsAt: '08:00', timezone: 'America/Phoenix' }; // 15:00 UTC
    expect(isStartInPast(phoenix, at('2026-03-08T14:59:00Z'))).toBe(false);
    expect(isStartInPast(phoenix, at('2026-03-08T15:01:00Z'))).toBe(true);
    const honolulu = { date: '2026-11-01', startsAt: '08:00', timezone: 'Pacific/Honolulu' }; // 18:00 UTC
    expect(isStartInPast(honolulu, at('2026-11-01T17:59:00Z'))).toBe(false);
    expect(isStartInPast(honolulu, at('2026-11-01T18:01:00Z'))).toBe(true);
  });

  it("reads an unknown zone as the viewer's own", () => {
    const now = at('2026-07-15T12:00:00Z');
    for (const startsAt of ['08:00', '12:00', '16:00']) {
      const unknown = isStartInPast({ date: '2026-07-15', startsAt, timezone: 'Mars/Olympus_Mons' }, now);
      expect(unknown).toBe(isStartInPast({ date: '2026-07-15', startsAt, timezone: viewerTimezone() }, now));
    }
  });
});
