import { Stack } from '@mantine/core';
import { MeetingBreakdown } from './meeting-breakdown';
import type { MeetingsSearch } from '../../../domain/meetings/meetings-search';
import { MeetingsWorkspace } from './meetings-workspace';

type Props = {
  clientId: number;
  search: MeetingsSearch;
  onSearch: (patch: Partial<MeetingsSearch>) => void;
  readOnly?: boolean;
  onBook?: () => void;
  onReschedule?: (meeting: { id: number; clientId: number }) => void;
};

/** The Meetings tab of a client overview: this client's pipeline or calendar, and the breakdown. */
export function ClientMeetingsPanel({ clientId, search, onSearch, readOnly, onBook, onReschedule }: Props) {
  return (
    <Stack gap="lg">
      <MeetingsWorkspace
        clientId={clientId}
        search={search}
        onSearch={onSearch}
        readOnly={readOnly}
        onBook={onBook}
        onReschedule={onReschedule}
      />
      <MeetingBreakdown clientId={clientId} />
    </Stack>
  );
}
