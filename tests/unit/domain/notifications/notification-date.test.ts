// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatNotificationDate } from '../../../../src/domain/notifications/notification-date';

describe('the notification date (spec 9: month abbreviation, day, comma, year)', () => {
  it('reads like "Nov 21, 2026"', () => {
    expect(formatNotificationDate('2026-11-21T12:00:00Z', 'UTC')).toBe('Nov 21, 2026');
  });

  it('has no leading zero on the day and names every month by its abbreviation', () => {
    expect(formatNotificationDate('2026-01-05T12:00:00Z', 'UTC')).toBe('Jan 5, 2026');
    const months = Array.from({ length: 12 }, (_, m) =>
      formatNotificationDate(`2026-${String(m + 1).padStart(2, '0')}-15T12:00:00Z`, 'UTC').split(' ')[0],
    );
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });

  it('takes the day in the given time zone', () => {
    const lateEvening = '2026-11-21T02:30:00Z';
    expect(formatNotificationDate(lateEvening, 'UTC')).toBe('Nov 21, 2026');
    expect(formatNotificationDate(lateEvening, 'America/New_York')).toBe('Nov 20, 2026');
    expect(formatNotificationDate('2026-12-31T22:30:00Z', 'Asia/Jerusalem')).toBe('Jan 1, 2027');
    expect(formatNotificationDate('2026-12-31T22:30:00Z', 'Pacific/Honolulu')).toBe('Dec 31, 2026');
  });

  it('gives an empty string for a date it cannot read', () => {
    expect(formatNotificationDate('not a date', 'UTC')).toBe('');
  });
});
