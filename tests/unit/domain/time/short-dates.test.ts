import { afterEach, describe, expect, it, vi } from 'vitest';

const RealFormat = Intl.DateTimeFormat;
afterEach(() => {
  Intl.DateTimeFormat = RealFormat;
  vi.resetModules();
});

describe('short dates', () => {
  it('make no Intl format when the module loads, only at first use, and then keep it', async () => {
    let made = 0;
    Intl.DateTimeFormat = class extends RealFormat {
      constructor(...args: ConstructorParameters<typeof RealFormat>) {
        super(...args);
        made++;
      }
    } as typeof Intl.DateTimeFormat;
    const dates = await import('../../../../src/domain/time/short-dates');
    // A page's first format loads the time-zone data: not on a screen's way to its first paint.
    expect(made).toBe(0);
    expect(dates.formatShortDay('2026-11-20')).toBe('Nov 20, 2026');
    expect(dates.formatShortDay('2026-11-21')).toBe('Nov 21, 2026');
    expect(made).toBe(1);
  });

  it('write a recent moment as month, day and time, and give back what is not a date', async () => {
    const { formatRecentMoment } = await import('../../../../src/domain/time/short-dates');
    const at = new Date(2026, 10, 20, 15, 5).getTime();
    expect(formatRecentMoment(at)).toBe('Nov 20, 3:05 PM');
    expect(formatRecentMoment(new Date(at).toISOString())).toBe('Nov 20, 3:05 PM');
    expect(formatRecentMoment('not a date')).toBe('not a date');
  });
});
