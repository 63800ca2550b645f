import { Stack, Text, Title } from '@mantine/core';
import type { OutboxStatus } from '../../../data/db/outbox-types';
import { formatDayUs, weekdayNames } from '../../../domain/time/us-formats';
import type { PlacedMeeting } from '../hooks/use-calendar-meetings';
import { CalendarEvent } from './calendar-event';

type Props = {
  days: string[];
  today: string;
  byDay: Map<string, PlacedMeeting[]>;
  pending: ReadonlyMap<number, OutboxStatus>;
  onOpen: (id: number) => void;
};

/** A week as seven day columns, each meeting at its time in the chosen zone. */
export function WeekView({ days, today, byDay, pending, onOpen }: Props) {
  return (
    <div className="calendar-week" data-testid="calendar-week" role="region" aria-label="Week" tabIndex={0}>
      {days.map((day, i) => {
        const items = byDay.get(day) ?? [];
        return (
          <section key={day} className="calendar-week-day" data-today={day === today || undefined} aria-label={formatDayUs(day)} data-day={day}>
            <Title order={3} size="h6" mb={4}>
              {weekdayNames[i].slice(0, 3)} {Number(day.slice(8))}
            </Title>
            <Stack gap={4}>
              {items.length === 0 && (
                <Text size="xs" c="gray.7">
                  No meetings
                </Text>
              )}
              {items.map((item) => (
                <CalendarEvent key={item.meeting.id} item={item} sync={pending.get(item.meeting.id)} detailed onOpen={onOpen} />
              ))}
            </Stack>
          </section>
        );
      })}
    </div>
  );
}
