import { ActionIcon, Button, Group, Loader, Select, Stack, Title } from '@mantine/core';
import { SegmentedSwitch } from '../../../ui/segmented-switch';
import { useMemo } from 'react';
import type { MeetingFilter } from '../../../domain/meetings/meeting-filters';
import { formatMonthUs, formatWeekUs, monthWeeks, stepCalendar, weekDays } from '../../../domain/time/calendar-grid';
import { calendarZone } from '../../../domain/time/calendar-placement';
import { meetingTimezones, timezoneLabel, viewerTimezone } from '../../../domain/time/timezones';
import { todayIn } from '../../../domain/time/wall-clock';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons';
import { useCalendarMeetings } from '../hooks/use-calendar-meetings';
import { usePendingMeetings } from '../hooks/use-pending-meetings';
import { MonthView } from './month-view';
import { WeekView } from './week-view';

export type CalendarMode = 'month' | 'week';
export type CalendarState = { cal: CalendarMode; date?: string; zone?: string };

const ownZone = 'local';

type Props = CalendarState & {
  filter: MeetingFilter;
  onChange: (next: Partial<CalendarState>) => void;
  onOpenMeeting: (id: number) => void;
};

/** Month and week views (US English), meetings placed by their start in a chosen zone (spec 9). */
export function MeetingCalendar({ cal, date, zone: zoneChoice, filter, onChange, onOpenMeeting }: Props) {
  const viewer = viewerTimezone();
  const zone = calendarZone(zoneChoice, viewer);
  const today = todayIn(zone).toString();
  const anchor = date ?? today;
  const month = anchor.slice(0, 7);
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const days = useMemo(() => (cal === 'month' ? weeks.flat() : weekDays(anchor)), [cal, weeks, anchor]);
  const byDay = useCalendarMeetings(days, zone, filter);
  const pending = usePendingMeetings();

  const step = (sign: 1 | -1) => onChange({ date: stepCalendar(anchor, cal, sign) });
  const zoneOptions = [
    { value: ownZone, label: `My time zone (${viewer})` },
    ...meetingTimezones.map((z) => ({ value: z.iana, label: timezoneLabel(z.iana) })),
  ];

  return (
    <Stack gap="sm" data-testid="meeting-calendar">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="default" size="lg" onClick={() => step(-1)} aria-label={cal === 'month' ? 'Previous month' : 'Previous week'}>
            <ChevronLeftIcon size={18} />
          </ActionIcon>
          <Button variant="default" onClick={() => onChange({ date: undefined })}>
            Today
          </Button>
          <ActionIcon variant="default" size="lg" onClick={() => step(1)} aria-label={cal === 'month' ? 'Next month' : 'Next week'}>
            <ChevronRightIcon size={18} />
          </ActionIcon>
          <Title order={2} size="h4" aria-live="polite" data-testid="calendar-title">
            {cal === 'month' ? formatMonthUs(month) : formatWeekUs(anchor)}
          </Title>
        </Group>
        <Group gap="xs" wrap="wrap">
          <SegmentedSwitch
            aria-label="Calendar range"
            value={cal}
            onChange={(value) => onChange({ cal: value as CalendarMode })}
            data={[
              { value: 'month', label: 'Month' },
              { value: 'week', label: 'Week' },
            ]}
          />
          <Select
            aria-label="Time zone"
            data={zoneOptions}
            value={zone === viewer && !meetingTimezones.some((z) => z.iana === zoneChoice) ? ownZone : zone}
            onChange={(value) => onChange({ zone: value && value !== ownZone ? value : undefined })}
            allowDeselect={false}
            w={260}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      </Group>
      {!byDay ? (
        <Group justify="center" p="xl">
          <Loader role="status" aria-label="Loading the calendar" />
        </Group>
      ) : cal === 'month' ? (
        <MonthView
          weeks={weeks}
          month={month}
          today={today}
          byDay={byDay}
          pending={pending}
          onOpen={onOpenMeeting}
          onShowDay={(day) => onChange({ cal: 'week', date: day })}
        />
      ) : (
        <WeekView days={days} today={today} byDay={byDay} pending={pending} onOpen={onOpenMeeting} />
      )}
    </Stack>
  );
}
