import { Alert, Anchor, Badge, Button, Group, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { OutboxEntry } from '../../../data/db/outbox-types';
import type { SyncState } from '../../../data/sync/engine';
import { conflictWords } from '../../../domain/sync/conflict-words';
import { editStateWords } from '../../../domain/sync/sync-words';
import { formatTimeOfDay } from '../../../domain/time/short-dates';
import { discardEdit } from '../commands/discard-edit';
import { keepMine } from '../commands/keep-mine';
import { retryEdit } from '../commands/retry-edit';
import { syncNow } from '../commands/sync-now';

const statusColor: Record<OutboxEntry['status'], string> = { pending: 'orange', sending: 'blue', failed: 'red', conflict: 'red' };

/** The edit's own changes: the mirror's patch, or the body of a call on a record that is not mirrored. */
const changesOf = (entry: OutboxEntry): unknown => (entry.op.kind === 'patch' ? entry.op.patch : entry.op.kind === 'none' ? entry.body : null);

function EntryRow({ entry, onNavigate }: { entry: OutboxEntry; onNavigate: () => void }) {
  return (
    <Stack gap={4} p="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }} data-testid="outbox-entry">
      {/* The label wraps; the state's words never shrink or cut (issue 16). */}
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" fw={500} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {entry.label}
        </Text>
        <Badge color={statusColor[entry.status]} variant="light" size="sm" c={`${statusColor[entry.status]}.9`} style={{ flexShrink: 0, overflow: 'visible' }} data-testid="outbox-entry-state">
          {editStateWords[entry.status]}
        </Badge>
      </Group>
      {entry.status === 'pending' && entry.attempts > 0 && entry.lastError && (
        <Text size="xs" c="dimmed">
          Tried {entry.attempts} {entry.attempts === 1 ? 'time' : 'times'}; will retry: {entry.lastError}
        </Text>
      )}
      {entry.status === 'failed' && (
        <>
          <Text size="xs" c="red.8">
            {entry.lastError}
          </Text>
          <Group gap="xs">
            {entry.resume && (
              <Anchor component={Link} to={entry.resume.href} size="xs" fw={600} onClick={onNavigate}>
                {entry.resume.label}
              </Anchor>
            )}
            <Button size="compact-xs" variant="light" onClick={() => void retryEdit(entry.seq!)}>
              Retry
            </Button>
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => void discardEdit(entry.seq!)}>
              Discard
            </Button>
          </Group>
        </>
      )}
      {entry.status === 'conflict' && (
        <>
          <Text size="xs" c="grape.8">
            Someone else changed this record. {conflictWords(changesOf(entry), entry.conflict?.current)}
          </Text>
          <Group gap="xs">
            <Button size="compact-xs" variant="light" onClick={() => void keepMine(entry.seq!)}>
              Keep mine
            </Button>
            <Button size="compact-xs" variant="subtle" onClick={() => void discardEdit(entry.seq!)}>
              Take theirs
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

export function SyncPanel({ state, entries, onNavigate }: { state: SyncState; entries: OutboxEntry[]; onNavigate: () => void }) {
  return (
    <Stack gap="sm" w={340} maw="90vw">
      <Group justify="space-between">
        <Text fw={600}>{state.online ? 'Online' : 'Offline'}</Text>
        <Button
          size="compact-sm"
          variant="light"
          loading={state.pulling || state.draining}
          disabled={!state.online}
          onClick={() => void syncNow()}
        >
          Sync now
        </Button>
      </Group>
      {state.progress && (
        <Stack gap={4}>
          <Text size="xs">
            Downloading your data: {state.progress.done.toLocaleString('en-US')} of {state.progress.total.toLocaleString('en-US')}
          </Text>
          <Progress value={(100 * state.progress.done) / Math.max(1, state.progress.total)} transitionDuration={0} aria-label="Sync progress" />
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        {state.lastPulledAt ? `Last synced ${formatTimeOfDay(state.lastPulledAt)}` : 'Not synced yet on this device'}
        {!state.online && ' — your edits are kept on this device and sent when you are back online.'}
      </Text>
      {state.lastError && (
        <Alert color="red" variant="light" p="xs">
          {state.lastError}
        </Alert>
      )}
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          Every edit has reached the server.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={320} viewportProps={{ tabIndex: 0, 'aria-label': 'Edits not yet on the server' }}>
          {entries.map((e) => (
            <EntryRow key={e.seq} entry={e} onNavigate={onNavigate} />
          ))}
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
