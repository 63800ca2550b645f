import { queueCall } from '../../../data/sync/queue-call';
import { patchMonthlyProjection } from '../../../domain/revenue/revenue-endpoints';
import type { MonthlyProjection } from '../../../domain/revenue/revenue-types';
import { formatCount } from '../../../domain/format/count-format';
import { shortMonth, yearMonth } from '../../../domain/time/year-months';

export function setMonthlyGoal(row: Pick<MonthlyProjection, 'id' | 'year' | 'month' | 'version'>, goal: number) {
  return queueCall(patchMonthlyProjection, { params: { id: row.id }, body: { goal } }, {
    label: `Goal for ${shortMonth(yearMonth(row.year, row.month))}: $${formatCount(goal)}`,
    baseVersion: row.version,
  });
}
