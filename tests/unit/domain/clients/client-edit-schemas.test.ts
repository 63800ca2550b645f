import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { clientPatchSchema } from '../../../../src/domain/clients/client-patch-schema';
import { isDateOnly } from '../../../../src/domain/time/date-only';
import { meetingGoalsSchema, nextGoalMonth } from '../../../../src/domain/clients/meeting-goals';
import { normalizeTaskTags, taskTagsSchema } from '../../../../src/domain/clients/task-tags-schema';

describe('the client PATCH schema', () => {
  it('takes status, industry, send date, onboarding date (YYYY-MM-DD) and details', () => {
    const patch = { status: 'paused', industryId: 3, sendDate: '2026-02-01', onboardingDate: '2026-01-15', details: 'B2B' };
    expect(v.parse(clientPatchSchema, patch)).toEqual(patch);
    expect(v.parse(clientPatchSchema, { sendDate: null })).toEqual({ sendDate: null });
  });

  it('refuses a date not written YYYY-MM-DD or not in the calendar, an unknown status, and nothing to change', () => {
    expect(v.safeParse(clientPatchSchema, { onboardingDate: '01/15/2026' }).success).toBe(false);
    expect(v.safeParse(clientPatchSchema, { onboardingDate: '2026-02-30' }).success).toBe(false);
    expect(v.safeParse(clientPatchSchema, { status: 'asleep' }).success).toBe(false);
    expect(v.safeParse(clientPatchSchema, {}).success).toBe(false);
    expect(v.safeParse(clientPatchSchema, { name: 'New name' }).success).toBe(false);
  });
});

describe('dates', () => {
  it('knows a real calendar day', () => {
    expect(isDateOnly('2024-02-29')).toBe(true);
    expect(isDateOnly('2025-02-29')).toBe(false);
  });
});

describe('task tags', () => {
  it('are trimmed, without empties or repeats', () => {
    expect(normalizeTaskTags([' VIP ', 'vip', '', 'Warm  lead'])).toEqual(['VIP', 'Warm lead']);
    expect(v.parse(taskTagsSchema, { id: 4, taskTags: ['VIP', 'VIP '] })).toEqual({ id: 4, taskTags: ['VIP'] });
  });
  it('need a client id and a list', () => {
    expect(v.safeParse(taskTagsSchema, { taskTags: [] }).success).toBe(false);
    expect(v.safeParse(taskTagsSchema, { id: 4, taskTags: 'VIP' }).success).toBe(false);
    expect(v.safeParse(taskTagsSchema, { id: 4, taskTags: ['x'.repeat(41)] }).success).toBe(false);
  });
});

describe('meeting goals', () => {
  it('are whole, non-negative numbers per YYYY-MM month, each month once', () => {
    expect(v.parse(meetingGoalsSchema, { goals: [{ month: '2026-11', goal: 12 }] })).toEqual({ goals: [{ month: '2026-11', goal: 12 }] });
    expect(v.safeParse(meetingGoalsSchema, { goals: [{ month: '2026-13', goal: 1 }] }).success).toBe(false);
    expect(v.safeParse(meetingGoalsSchema, { goals: [{ month: '2026-11', goal: -1 }] }).success).toBe(false);
    expect(v.safeParse(meetingGoalsSchema, { goals: [{ month: '2026-11', goal: 1.5 }] }).success).toBe(false);
    expect(
      v.safeParse(meetingGoalsSchema, { goals: [{ month: '2026-11', goal: 1 }, { month: '2026-11', goal: 2 }] }).success,
    ).toBe(false);
  });
  it('add the month after the last one', () => {
    expect(nextGoalMonth([{ month: '2026-11' }, { month: '2026-12' }], '2026-11')).toBe('2027-01');
    expect(nextGoalMonth([], '2026-11')).toBe('2026-11');
  });
});
