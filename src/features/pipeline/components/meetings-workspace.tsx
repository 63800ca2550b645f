import { Button, Group, Loader, Stack } from '@mantine/core';
import { SegmentedSwitch } from '../../../ui/segmented-switch';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { MeetingFilter } from '../../../domain/meetings/meeting-filters';
import { CalendarIcon, LayoutColumnsIcon, PlusIcon } from '../../../ui/icons';
import { PipelineBoard } from './pipeline-board';
import { MeetingFiltersBar } from './meeting-filters-bar';
import { meetingFilterOf, type MeetingsSearch } from '../../../domain/meetings/meetings-search';
import { MeetingDrawer } from './meeting-drawer';
import './pipeline.css';

// The calendar is loaded when it is first shown: it works in time zones, and
// the Temporal polyfill it needs would otherwise be part of every board's
// first download (issue 24).
const MeetingCalendar = lazy(() => import('./meeting-calendar').then((m) => ({ default: m.MeetingCalendar })));

type Props = {
  search: MeetingsSearch;
  onSearch: (patch: Partial<MeetingsSearch>) => void;
  /** A client overview shows one client's meetings. */
  clientId?: number;
  /** Guests read; they do not move meetings or edit notes. */
  readOnly?: boolean;
  /** Offered to those who may book: the page hosting the workspace opens the booking. */
  onBook?: () => void;
  onReschedule?: (meeting: { id: number; clientId: number }) => void;
};

/** Filters, the Pipeline/Calendar switch and the chosen view, plus the meeting drawer. */
export function MeetingsWorkspace({ search, onSearch, clientId, readOnly = false, onBook, onReschedule }: Props) {
  const [openId, setOpenId] = useState<number | null>(null);
  const onOpen = useCallback((id: number) => setOpenId(id), []);
  const { client, rep, from, to, deleted } = search;
  const filter: MeetingFilter = useMemo(() => meetingFilterOf({ client, rep, from, to, deleted }, clientId), [clientId, client, rep, from, to, deleted]);
  const view = search.view ?? 'pipeline';

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <MeetingFiltersBar search={search} onSearch={onSearch} withClient={clientId === undefined} />
        <Group gap="sm" align="flex-end">
          {onBook && !readOnly && (
            <Button variant="light" leftSection={<PlusIcon size={16} />} onClick={onBook}>
              Book a meeting
            </Button>
          )}
          <SegmentedSwitch
            aria-label="View"
            value={view}
            onChange={(value) => onSearch({ view: value as 'pipeline' | 'calendar' })}
            data={[
              { value: 'pipeline', label: <Group gap={6} wrap="nowrap"><LayoutColumnsIcon size={16} />Pipeline</Group> },
              { value: 'calendar', label: <Group gap={6} wrap="nowrap"><CalendarIcon size={16} />Calendar</Group> },
            ]}
          />
        </Group>
      </Group>
      {view === 'pipeline' ? (
        <PipelineBoard filter={filter} onOpenMeeting={onOpen} readOnly={readOnly} />
      ) : (
        <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the calendar" />}>
          <MeetingCalendar
            cal={search.cal ?? 'month'}
            date={search.date}
            zone={search.zone}
            filter={filter}
            onChange={(next) => onSearch(next)}
            onOpenMeeting={onOpen}
          />
        </Suspense>
      )}
      <MeetingDrawer
        meetingId={openId}
        readOnly={readOnly}
        onClose={() => setOpenId(null)}
        onReschedule={
          onReschedule &&
          ((meeting) => {
            // The booking opens over the page, not over the drawer.
            setOpenId(null);
            onReschedule(meeting);
          })
        }
      />
    </Stack>
  );
}
