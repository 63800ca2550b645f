import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { OutboxStatus } from '../../../data/db/outbox-types';
import { formatDayUs, weekdayNames } from '../../../domain/time/us-formats';
import type { PlacedMeeting } from '../hooks/use-calendar-meetings';
import { CalendarEvent } from './calendar-event';

const shown = 3;

type Props = {
  weeks: string[][];
  month: string;
  today: string;
  byDay: Map<string, PlacedMeeting[]>;
  pending: ReadonlyMap<number, OutboxStatus>;
  onOpen: (id: number) => void;
  onShowDay: (day: string) => void;
};

/** A month as a table of weeks (Sunday first); a busy day offers its week view. */
export function MonthView({ weeks, month, today, byDay, pending, onOpen, onShowDay }: Props) {
  return (
    <table className="calendar-month" data-testid="calendar-month">
      <thead>
        <tr>
          {weekdayNames.map((d) => (
            <th key={d} scope="col" abbr={d}>
              {d.slice(0, 3)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const items = byDay.get(day) ?? [];
              const outside = !day.startsWith(month);
              return (
                <td key={day} data-outside={outside || undefined} data-today={day === today || undefined} data-day={day}>
                  <Stack gap={2}>
                    <Text size="xs" fw={day === today ? 700 : 500} c={outside ? 'gray.7' : undefined} aria-label={formatDayUs(day)}>
                      {Number(day.slice(8))}
                    </Text>
                    {items.slice(0, shown).map((item) => (
                      <CalendarEvent key={item.meeting.id} item={item} sync={pending.get(item.meeting.id)} onOpen={onOpen} />
                    ))}
                    {items.length > shown && (
                      // The name starts with the words shown (WCAG 2.5.3, label in name).
                      <UnstyledButton
                        onClick={() => onShowDay(day)}
                        className="calendar-more"
                        aria-label={`+${items.length - shown} more: show all ${items.length} meetings of ${formatDayUs(day)}`}
                      >
                        <Text size="xs" c="blue.8">
                          +{items.length - shown} more
                        </Text>
                      </UnstyledButton>
                    )}
                  </Stack>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
