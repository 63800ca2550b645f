import { Alert, Anchor, Badge, Card, Group, Loader, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { getUploadReport } from '../../../domain/prospects/prospect-endpoints';
import { pathOf } from '../../../domain/api/endpoint';
import type { ProspectUpload, UploadListAnswer } from '../../../domain/prospects/prospect-types';
import { skipReasons, type SkipReason } from '../../../domain/prospects/upload-rules';
import type { Remote } from '../../../data/react/use-remote';

type Props = { uploads: Remote<UploadListAnswer> & { seenAt: Date | null } };

const statusColor = { queued: 'gray', processing: 'blue', done: 'green', failed: 'red' } as const;
const n = (x: number) => x.toLocaleString('en-US');

/** Past Files: every upload with its status, progress, counts and rejected-rows report. */
export function PastFilesTab({ uploads }: Props) {
  if (!uploads.data) {
    if (uploads.error) {
      return (
        <Alert color={uploads.offline ? 'orange' : 'red'} variant="light" role="alert">
          {uploads.offline ? 'Past files need a connection; none were saved on this device yet.' : uploads.error}
        </Alert>
      );
    }
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Reading past files…</Text>
      </Group>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed" data-testid="past-files-seen">
        {uploads.fromCache || uploads.offline
          ? 'Offline: the list as last seen on this device.'
          : `Refreshed every 15 seconds; last at ${uploads.seenAt?.toLocaleTimeString('en-US') ?? '—'}.`}
      </Text>
      {uploads.data.uploads.length === 0 && <Text c="dimmed">No files were uploaded yet.</Text>}
      {uploads.data.uploads.map((u) => (
        <PastFile key={u.id} upload={u} />
      ))}
    </Stack>
  );
}

function PastFile({ upload: u }: { upload: ProspectUpload }) {
  const skipped = Object.entries(u.counts.skipped).filter(([, count]) => count > 0) as [SkipReason, number][];
  return (
    <Card withBorder padding="sm" data-testid="past-file" data-upload-id={u.id} data-status={u.status}>
      <Group justify="space-between" align="start">
        <div>
          <Text fw={600}>{u.fileName}</Text>
          <Text size="sm" c="dimmed">
            {u.client.name} · {new Date(u.createdAt).toLocaleString('en-US')}
            {u.uploadedBy ? ` · ${u.uploadedBy}` : ''} · {u.duplicates === 'update' ? 'known emails updated' : 'known emails skipped'}
          </Text>
        </div>
        <Badge color={statusColor[u.status]} variant="light" data-testid="upload-status">
          {u.status}
        </Badge>
      </Group>
      {(u.status === 'queued' || u.status === 'processing') && (
        <Progress value={u.progress * 100} mt="xs" aria-label={`Progress of ${u.fileName}`} />
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs" data-testid="upload-counts">
        <Count label="Rows read" value={u.rowsDone} />
        <Count label="Created" value={u.counts.created} />
        <Count label="Updated" value={u.counts.updated} />
        <Count label="Skipped" value={u.rejected} />
      </SimpleGrid>
      {skipped.length > 0 && (
        <Stack gap={2} mt="xs">
          {skipped.map(([reason, count]) => (
            <Text size="xs" key={reason} data-testid={`skipped-${reason}`}>
              {n(count)} skipped: {skipReasons[reason] ?? reason}
            </Text>
          ))}
          <Anchor href={pathOf(getUploadReport, { id: u.id })} download size="sm">
            Download the rejected rows ({n(u.rejected)})
          </Anchor>
        </Stack>
      )}
      {u.error && (
        <Text size="sm" c="red" mt="xs">
          {u.error}
        </Text>
      )}
    </Card>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{n(value)}</Text>
    </div>
  );
}
