import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import { meetingMatches, startAtBounds, type MeetingFilter } from '../../../domain/meetings/meeting-filters';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';
import { placeInZone, type Placement } from '../../../domain/time/calendar-placement';

export type PlacedMeeting = { meeting: PipelineMeeting; placement: Placement };

/**
 * The meetings whose start falls on the given days in `zone`, grouped by
 * day and ordered by time; read from the mirror by the start index.
 */
export function useCalendarMeetings(days: string[], zone: string, filter: MeetingFilter): Map<string, PlacedMeeting[]> | undefined {
  const first = days[0];
  const last = days[days.length - 1];
  const { clientId, sdrId, from, to, showDeleted } = filter;
  return useLiveQuery(async () => {
    const { lower, upper } = startAtBounds(first, last);
    const table = appDb().meetings;
    const rows =
      clientId !== undefined
        ? await table.where('[clientId+startAt]').between([clientId, lower], [clientId, upper], true, true).toArray()
        : await table.where('startAt').between(lower, upper, true, true).toArray();
    const byDay = new Map<string, PlacedMeeting[]>(days.map((d) => [d, []]));
    const f = { clientId, sdrId, from, to, showDeleted };
    for (const meeting of rows) {
      if (!meetingMatches(meeting, f)) continue;
      const placement = placeInZone(meeting.startAt, zone);
      byDay.get(placement.date)?.push({ meeting, placement });
    }
    for (const list of byDay.values()) list.sort((a, b) => a.placement.minutes - b.placement.minutes || a.meeting.id - b.meeting.id);
    return byDay;
  }, [first, last, zone, clientId, sdrId, from, to, showDeleted, days.length]);
}
