import { Stack, Title } from '@mantine/core';
import type { MeetingsSearch } from './meetings-search';
import { MeetingsWorkspace } from './meetings-workspace';

/** The meetings screen (spec 2): every client's pipeline, or the calendar. */
export function MeetingsPage({ search, onSearch }: { search: MeetingsSearch; onSearch: (patch: Partial<MeetingsSearch>) => void }) {
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        Meetings
      </Title>
      <MeetingsWorkspace search={search} onSearch={onSearch} />
    </Stack>
  );
}
