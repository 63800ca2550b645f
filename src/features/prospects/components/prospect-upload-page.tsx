import { Group, Tabs, Text, Title } from '@mantine/core';
import { useProspectUploads } from '../hooks/use-prospect-uploads';
import { NewFileTab } from './new-file-tab';
import { PastFilesTab } from './past-files-tab';

export type UploadTab = 'new' | 'past';

type Props = { tab: UploadTab; onTab: (tab: UploadTab) => void };

/** Spec 2: prospect upload with tabs New File (default) and Past Files. */
export function ProspectUploadPage({ tab, onTab }: Props) {
  // Past Files is asked at once when shown, then every 15 seconds while it stays open (spec 9).
  const uploads = useProspectUploads(tab === 'past');
  return (
    <>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={1} size="h2">
          Prospect upload
        </Title>
        <Text size="sm" c="dimmed">
          Uploading needs a connection.
        </Text>
      </Group>
      <Tabs value={tab} onChange={(t) => t && onTab(t as UploadTab)}>
        <Tabs.List>
          <Tabs.Tab value="new">New File</Tabs.Tab>
          <Tabs.Tab value="past">Past Files</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="new" pt="md">
          <NewFileTab mayUpload={uploads.data?.mayUpload} onUploaded={() => onTab('past')} />
        </Tabs.Panel>
        <Tabs.Panel value="past" pt="md">
          <PastFilesTab uploads={uploads} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
