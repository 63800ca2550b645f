// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { columnTotals, formatAverageQuality } from '../../../../src/domain/meetings/column-totals';
import { countsTowardRevenue, meetingRevenue } from '../../../../src/domain/meetings/meeting-revenue';
import { pipelineMovePatch } from '../../../../src/domain/meetings/pipeline-move';
import { pipelineStatuses } from '../../../../src/domain/meetings/pipeline-statuses';

const m = (deleted: '0' | '1', generated_revenue: number | null, quality: number | null = null) => ({ deleted, generated_revenue, quality });

describe('pipeline statuses (spec 4)', () => {
  it('are the seven columns in order', () => {
    expect(pipelineStatuses).toEqual(['Reschedule', 'Initial Meeting', 'Next Steps', 'On Hold', 'Proposals', 'Closed Won', 'Closed Lost']);
  });
});

describe('a pipeline move', () => {
  it('patches only when the status changes', () => {
    expect(pipelineMovePatch('Initial Meeting', 'Proposals')).toEqual({ status: 'Proposals' });
    expect(pipelineMovePatch('Proposals', 'Proposals')).toBeNull();
  });

  it('patches a meeting whose stored status is not one of the columns', () => {
    expect(pipelineMovePatch('Legacy', 'Reschedule')).toEqual({ status: 'Reschedule' });
  });
});

describe('meeting revenue (spec 5)', () => {
  it('counts only non-deleted meetings with a revenue value', () => {
    expect(meetingRevenue([m('0', 1000), m('1', 5000), m('0', null), m('0', 250)])).toBe(1250);
    expect(countsTowardRevenue(m('1', 5000))).toBe(false);
    expect(countsTowardRevenue(m('0', null))).toBe(false);
    expect(countsTowardRevenue(m('0', 0))).toBe(true);
  });

  it('is 0 for no meetings, or only deleted and empty ones', () => {
    expect(meetingRevenue([])).toBe(0);
    expect(meetingRevenue([m('1', 900), m('0', null)])).toBe(0);
  });
});

describe('column totals', () => {
  it('give the count, the revenue of non-deleted meetings and the average quality to 2 decimals', () => {
    const totals = columnTotals([m('0', 1000, 4), m('0', null, 3), m('0', 2000, 3), m('1', 9000, 1)]);
    expect(totals).toEqual({ count: 4, revenue: 3000, averageQuality: 2.75 });
    expect(columnTotals([m('0', null, 5), m('0', null, 4), m('0', null, 4)]).averageQuality).toBe(4.33);
    expect(columnTotals([m('0', null, 1), m('0', null, 2), m('0', null, 2)]).averageQuality).toBe(1.67);
  });

  it('have no average quality when no card is rated', () => {
    const totals = columnTotals([m('0', null), m('0', 10)]);
    expect(totals.averageQuality).toBeNull();
    expect(formatAverageQuality(totals.averageQuality)).toBe('–');
    expect(formatAverageQuality(3.5)).toBe('3.50');
  });
});
