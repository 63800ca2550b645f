import { queueCall } from '../../../data/sync/queue-call';
import { patchDailyOnboardings } from '../../../domain/revenue/revenue-endpoints';
import type { DailyOnboardingsPatch } from '../../../domain/revenue/revenue-schemas';

export function setDailyOnboardings(days: DailyOnboardingsPatch['days']) {
  const label = days.length === 1 ? `Onboardings on ${days[0].date}: ${days[0].count}` : `Onboardings of ${days.length} days`;
  return queueCall(patchDailyOnboardings, { body: { days } }, { label });
}
