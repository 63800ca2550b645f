import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { shiftDay } from '../../../../src/domain/time/day-shift';

describe('shiftDay (the board filter’s day arithmetic, without Temporal)', () => {
  it('gives the day Temporal gives, for every day of four years (a leap year among them) and shifts across months, years and leap days', () => {
    let day = Temporal.PlainDate.from('2023-01-01');
    const wrong: string[] = [];
    while (day.year < 2027) {
      for (const by of [-400, -366, -31, -2, -1, 0, 1, 2, 29, 365]) {
        const expected = day.add({ days: by }).toString();
        const got = shiftDay(day.toString(), by);
        if (got !== expected) wrong.push(`${day.toString()} ${by}: ${got}, not ${expected}`);
      }
      day = day.add({ days: 1 });
    }
    expect(wrong).toEqual([]);
  });

  it('reads the years before 100 as themselves', () => {
    expect(shiftDay('0050-02-28', 1)).toBe('0050-03-01');
    expect(shiftDay('0099-12-31', 1)).toBe('0100-01-01');
  });

  it('refuses what is not a calendar day, as Temporal does', () => {
    for (const bad of ['2026-02-30', '2023-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-5', 'yesterday']) {
      expect(() => Temporal.PlainDate.from(bad)).toThrow(RangeError);
      expect(() => shiftDay(bad, 1)).toThrow(RangeError);
    }
  });
});
