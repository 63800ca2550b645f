import { describe, expect, it } from 'vitest';
import { longDate, meetingSummaryLabel, timezoneName } from '../../../../src/domain/meetings/meeting-summary';

describe("meeting summary label 'Month D, YYYY | time zone | N min.' (spec 9)", () => {
  it('shows the date, the start time with the zone name, and the duration', () => {
    expect(meetingSummaryLabel({ date: '2026-11-24', startsAt: '10:30', endsAt: '11:00', timezone: 'America/New_York' })).toBe(
      'November 24, 2026 | 10:30am Eastern | 30 min.',
    );
  });

  it('uses the full month name, the day without a leading zero, and afternoon times', () => {
    expect(meetingSummaryLabel({ date: '2027-01-05', startsAt: '13:00', endsAt: '14:15', timezone: 'Asia/Jerusalem' })).toBe(
      'January 5, 2027 | 1:00pm Israel | 75 min.',
    );
    expect(meetingSummaryLabel({ date: '2026-03-08', startsAt: '08:00', endsAt: '17:00', timezone: 'America/Phoenix' })).toBe(
      'March 8, 2026 | 8:00am Mountain no DST (Arizona) | 540 min.',
    );
  });

  it('names every zone as spec 9 does', () => {
    expect(timezoneName('Pacific/Honolulu')).toBe('Hawaii no DST');
    expect(timezoneName('America/Adak')).toBe('Hawaii');
    expect(timezoneName('UTC')).toBe('UTC');
    expect(longDate('2028-02-29')).toBe('February 29, 2028');
  });
});
