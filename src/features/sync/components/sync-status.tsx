import { Badge, Button, Popover, VisuallyHidden } from '@mantine/core';
import { memo, useState } from 'react';
import { CloudIcon, CloudOffIcon, RefreshIcon } from '../../../ui/icons';
import { SyncPanel } from './sync-panel';
import { useOutbox, useOutboxSummary } from '../hooks/use-outbox';
import { outboxInWords } from '../../../domain/sync/sync-words';
import { useSyncState } from '../../../data/react/use-sync-state';

/** Header status: online or offline, edits waiting, and the sync panel. */
export function SyncStatus() {
  const state = useSyncState();
  const { waiting, problems } = useOutboxSummary();
  return <SyncStatusChip online={state.online} busy={state.pulling || state.draining} syncing={!!state.progress} waiting={waiting} problems={problems} />;
}

type ChipProps = { online: boolean; busy: boolean; syncing: boolean; waiting: number; problems: number };

// Rendered again only when what it shows changes: the sync state changes with
// every page of a first sync, and the chip is a popover of some forty elements.
const SyncStatusChip = memo(function SyncStatusChip({ online, busy, syncing, waiting, problems }: ChipProps) {
  const [opened, setOpened] = useState(false);
  const icon = !online ? <CloudOffIcon size={18} /> : busy ? <RefreshIcon size={18} /> : <CloudIcon size={18} />;
  const text = !online ? 'Offline' : syncing ? 'Syncing…' : 'Online';
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Button
          onClick={() => setOpened((o) => !o)}
          variant={online ? 'subtle' : 'light'}
          // The dark shade: its words keep 4.5:1 on its own hover tint.
          color={problems ? 'red.9' : online ? 'gray' : 'orange'}
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
});

/** The list is read only while the panel is open. */
function OpenSyncPanel({ onNavigate }: { onNavigate: () => void }) {
  const state = useSyncState();
  const entries = useOutbox();
  return <SyncPanel state={state} entries={entries} onNavigate={onNavigate} />;
}
