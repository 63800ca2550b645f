import { Badge, Button, Popover, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { CloudIcon, CloudOffIcon, RefreshIcon } from '../../ui/icons';
import { SyncPanel } from './sync-panel';
import { useOutbox } from './use-outbox';
import { useSyncState } from './use-sync-state';

/** Header status: online or offline, edits waiting, and the sync panel. */
export function SyncStatus() {
  const state = useSyncState();
  const [opened, setOpened] = useState(false);
  const entries = useOutbox();
  const waiting = entries.length;
  const problems = entries.filter((e) => e.status === 'failed' || e.status === 'conflict').length;
  const icon = !state.online ? <CloudOffIcon size={18} /> : state.pulling || state.draining ? <RefreshIcon size={18} /> : <CloudIcon size={18} />;
  const text = !state.online ? 'Offline' : state.progress ? 'Syncing…' : 'Online';
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Button
          onClick={() => setOpened((o) => !o)}
          variant={state.online ? 'subtle' : 'light'}
          color={problems ? 'red' : state.online ? 'gray' : 'orange'}
          leftSection={icon}
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
          <VisuallyHidden>
            , {waiting} {waiting === 1 ? 'edit' : 'edits'} waiting
          </VisuallyHidden>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <SyncPanel state={state} entries={entries} onNavigate={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
