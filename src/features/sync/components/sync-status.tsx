import { Badge, Button, Popover, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { CloudIcon, CloudOffIcon, RefreshIcon } from '../../../ui/icons';
import { SyncPanel } from './sync-panel';
import { useOutbox, useOutboxSummary } from '../hooks/use-outbox';
import { outboxInWords } from '../../../domain/sync/sync-words';
import { useSyncState } from '../../../data/react/use-sync-state';

/** Header status: online or offline, edits waiting, and the sync panel. */
export function SyncStatus() {
  const state = useSyncState();
  const [opened, setOpened] = useState(false);
  const { waiting, problems } = useOutboxSummary();
  const icon = !state.online ? <CloudOffIcon size={18} /> : state.pulling || state.draining ? <RefreshIcon size={18} /> : <CloudIcon size={18} />;
  const text = !state.online ? 'Offline' : state.progress ? 'Syncing…' : 'Online';
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Button
          onClick={() => setOpened((o) => !o)}
          variant={state.online ? 'subtle' : 'light'}
          // The dark shade: its words keep 4.5:1 on its own hover tint.
          color={problems ? 'red.9' : state.online ? 'gray' : 'orange'}
          leftSection={icon}
          px="xs"
          data-testid="sync-status"
          rightSection={
            waiting > 0 ? (
              <Badge size="sm" color={problems ? 'red.9' : 'orange.9'} circle={waiting < 10} data-testid="pending-count">
                {waiting}
              </Badge>
            ) : null
          }
        >
          {text}
          {waiting > 0 && <VisuallyHidden>, {outboxInWords(waiting, problems)}</VisuallyHidden>}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <OpenSyncPanel onNavigate={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}

/** The list is read only while the panel is open. */
function OpenSyncPanel({ onNavigate }: { onNavigate: () => void }) {
  const state = useSyncState();
  const entries = useOutbox();
  return <SyncPanel state={state} entries={entries} onNavigate={onNavigate} />;
}
