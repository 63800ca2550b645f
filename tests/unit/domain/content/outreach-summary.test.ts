import { describe, expect, it } from 'vitest';
import { outreachStateSummary } from '../../../../src/domain/content/outreach-summary';

const state = (differingTemplateIds: number[], stepCount = 5, enabled = true) => ({ syncedAt: '2026-11-24T10:00:00Z', name: 'Cold intro', enabled, stepCount, differingTemplateIds });
const templates = [1, 2, 3, 4, 5].map((step) => ({ id: 100 + step, cadenceStep: step }));

describe('the summary of what Outreach holds', () => {
  it('says every template matches when none differs', () => {
    expect(outreachStateSummary(state([]), templates)).toBe('Outreach has 5 steps (active); every template matches.');
    expect(outreachStateSummary(state([], 1, false), templates)).toBe('Outreach has 1 step (paused); every template matches.');
  });
  it('names the steps whose templates differ, in order', () => {
    expect(outreachStateSummary(state([102]), templates)).toBe('Outreach has 5 steps (active); different there: step 2.');
    expect(outreachStateSummary(state([104, 102]), templates)).toBe('Outreach has 5 steps (active); different there: steps 2, 4.');
  });
  it('counts templates no longer here instead of naming them', () => {
    expect(outreachStateSummary(state([999]), templates)).toBe('Outreach has 5 steps (active); different there: 1 template no longer here.');
    expect(outreachStateSummary(state([103, 998, 999]), templates)).toBe('Outreach has 5 steps (active); different there: step 3 and 2 templates no longer here.');
  });
});
