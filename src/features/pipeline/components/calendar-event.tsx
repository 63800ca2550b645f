import { Text, UnstyledButton } from '@mantine/core';
import { editStateWords } from '../../../domain/sync/sync-words';
import type { OutboxStatus } from '../../../data/db/outbox-types';
import { formatTimeUs } from '../../../domain/time/us-formats';
import type { PlacedMeeting } from '../hooks/use-calendar-meetings';

/** A meeting in a calendar cell: its time in the chosen zone and the prospect; opens the meeting. */
export function CalendarEvent({ item, sync, detailed, onOpen }: { item: PlacedMeeting; sync?: OutboxStatus; detailed?: boolean; onOpen: (id: number) => void }) {
  const { meeting, placement } = item;
  const time = formatTimeUs(placement.time);
  return (
    <UnstyledButton
      onClick={() => onOpen(meeting.id)}
      className="calendar-event"
      data-deleted={meeting.deleted === '1' || undefined}
      data-testid="calendar-event"
      aria-label={`${time}: ${meeting.prospect_name}${meeting.prospect_company ? `, ${meeting.prospect_company}` : ''}, ${meeting.status}${sync ? `, ${editStateWords.pending}` : ''}`}
    >
      <Text span size="xs" fw={600}>
        {time}
      </Text>{' '}
      <Text span size="xs">
        {meeting.prospect_name}
      </Text>
      {detailed && (
        <Text size="xs" c="gray.7" truncate="end">
          {[meeting.prospect_company, meeting.status].filter(Boolean).join(' · ')}
        </Text>
      )}
    </UnstyledButton>
  );
}
