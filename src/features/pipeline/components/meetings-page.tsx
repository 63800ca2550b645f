import { Stack, Title } from '@mantine/core';
import type { ComponentProps } from 'react';
import type { MeetingsSearch } from '../../../domain/meetings/meetings-search';
import { meetingsHeading } from '../../../domain/screens/screen-headings';
import { MeetingsWorkspace } from './meetings-workspace';

/** The meetings screen (spec 2): every client's pipeline, or the calendar. */
type Props = Pick<ComponentProps<typeof MeetingsWorkspace>, 'onBook' | 'onReschedule'> & {
  search: MeetingsSearch;
  onSearch: (patch: Partial<MeetingsSearch>) => void;
};

export function MeetingsPage({ search, onSearch, onBook, onReschedule }: Props) {
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {meetingsHeading.title}
      </Title>
      <MeetingsWorkspace search={search} onSearch={onSearch} onBook={onBook} onReschedule={onReschedule} />
    </Stack>
  );
}
