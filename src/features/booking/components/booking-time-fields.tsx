import '@mantine/dates/styles.css';
import { Fieldset, Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { meetingDateBounds } from '../../../domain/time/meeting-date-bounds';
import { endSlotsAfter, meetingSlots } from '../../../domain/time/meeting-slots';
import { CalendarIcon } from '../../../ui/icons';
import { timezoneOptions } from '../../../domain/meetings/booking-options';
import type { BookingFlow } from '../hooks/use-booking-flow';

const calendarLabels = {
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

/** Date, start, end and zone (spec 5 and 9): bounds and slots from src/domain. */
export function BookingTimeFields({ flow }: { flow: BookingFlow }) {
  const { values, errors, act, busy } = flow;
  // Read each render: a form left open overnight moves its bounds on.
  const bounds = meetingDateBounds();
  const ends = endSlotsAfter(values.startsAt || null);
  return (
    <Fieldset legend="When" disabled={busy}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <DatePickerInput
          label="Date"
          withAsterisk
          placeholder="Choose a date"
          leftSection={<CalendarIcon size={16} />}
          valueFormat="ddd, MMM D, YYYY"
          ariaLabels={calendarLabels}
          // A pre-filled date already past opens the calendar where booking is possible.
          defaultDate={values.date && values.date >= bounds.earliest ? values.date : bounds.earliest}
          minDate={bounds.earliest}
          maxDate={bounds.latest}
          value={values.date || null}
          onChange={(date) => act({ type: 'set', patch: { date: date ?? '' } })}
          error={errors.date}
          disabled={busy}
          data-field="date"
        />
        <Select
          label="Start time"
          withAsterisk
          allowDeselect={false}
          searchable
          openOnFocus={false}
          placeholder="Start"
          data={meetingSlots.map((s) => ({ value: s.value, label: s.label }))}
          value={values.startsAt || null}
          onChange={(startsAt) => act({ type: 'start', startsAt, durationMinutes: flow.durationOf(values.meetingType) })}
          error={errors.startsAt}
          maxDropdownHeight={260}
        />
        <Select
          label="End time"
          withAsterisk
          allowDeselect={false}
          searchable
          openOnFocus={false}
          placeholder="End"
          nothingFoundMessage="No end time after this start"
          data={ends.map((s) => ({ value: s.value, label: s.label }))}
          value={values.endsAt || null}
          onChange={(endsAt) => act({ type: 'set', patch: { endsAt: endsAt ?? '' } })}
          error={errors.endsAt}
          maxDropdownHeight={260}
        />
        <Select
          label="Time zone"
          withAsterisk
          allowDeselect={false}
          placeholder="Choose a zone"
          data={timezoneOptions}
          value={values.timezone || null}
          onChange={(timezone) => act({ type: 'set', patch: { timezone: timezone ?? '' } })}
          error={errors.timezone}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
