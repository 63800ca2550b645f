import { useRemote } from '../../../data/react/use-remote';
import { getMeetingBreakdown } from '../../../domain/meetings/meeting-endpoints';

/** GET /api/clients/{id}/meetings/breakdown for a date range ('' for open) and a strategy (all by default). */
export function useMeetingBreakdown(clientId: number, range: { startDate: string; endDate: string; strategy?: number }) {
  return useRemote(getMeetingBreakdown, {
    params: { id: clientId },
    query: { 'start-date': range.startDate || undefined, 'end-date': range.endDate || undefined, sequenceProfile: range.strategy },
  });
}
