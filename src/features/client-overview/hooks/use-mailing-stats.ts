import { useRemote } from '../../../data/react/use-remote';
import { getMailingStats } from '../../../domain/stats/stats-endpoints';

/** GET /api/mailings/stats for a month (or lifetime) and a strategy (or all). */
export function useMailingStats(clientId: number, month: string, strategy: number | undefined) {
  return useRemote(getMailingStats, { query: { client: clientId, 'activity-month': month, sequenceProfile: strategy } });
}
