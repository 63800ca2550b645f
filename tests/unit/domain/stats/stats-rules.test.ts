// @vitest-environment node
import { Temporal } from 'temporal-polyfill';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { activityMonthOptions, activityMonthSchema } from '../../../../src/domain/stats/activity-month';
import { formatReplyRate, replyRate } from '../../../../src/domain/stats/reply-rate';

describe('the reply rate (spec 9)', () => {
  it('is replies per prospect, shown as a whole percent', () => {
    expect(replyRate(25, 1000)).toBe(2.5);
    expect(formatReplyRate(replyRate(25, 1000))).toBe('3%');
    expect(formatReplyRate(replyRate(24, 1000))).toBe('2%');
    expect(formatReplyRate(replyRate(1, 3))).toBe('33%');
    expect(formatReplyRate(replyRate(2, 3))).toBe('67%');
  });

  it('is 0% with no prospects', () => {
    expect(formatReplyRate(replyRate(0, 0))).toBe('0%');
  });
});

describe('the month selector (spec 9)', () => {
  it('starts with Lifetime, then months newest first', () => {
    const options = activityMonthOptions(Temporal.PlainDate.from('2026-01-15'), 3);
    expect(options).toEqual([
      { value: 'lifetime', label: 'Lifetime' },
      { value: '2026-01', label: 'January 2026' },
      { value: '2025-12', label: 'December 2025' },
      { value: '2025-11', label: 'November 2025' },
    ]);
  });

  it("accepts 'lifetime' or YYYY-MM", () => {
    expect(v.is(activityMonthSchema, 'lifetime')).toBe(true);
    expect(v.is(activityMonthSchema, '2026-11')).toBe(true);
    expect(v.is(activityMonthSchema, '2026-13')).toBe(false);
    expect(v.is(activityMonthSchema, 'Lifetime')).toBe(false);
  });
});
