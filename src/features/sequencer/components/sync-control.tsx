import { Button, Group, Loader, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../data/http/transport-error';
import { useRemote } from '../../../data/react/use-remote';
import { getOutreachMailbox } from '../../../domain/outreach/outreach-instance-endpoints';
import { syncEnabled } from '../../../domain/sequencer/sequence-sync';
import { RefreshIcon } from '../../../ui/icons';
import { mailboxStatusBadge } from './outreach-pairs-panel';

type Props = {
  mailboxes: { id: number; email: string }[];
  syncing: boolean;
  /** Why Sync cannot be used now (no permission, offline, no pairs); null when it can. */
  blocked: string | null;
  onSync: (mailbox: number | null) => Promise<void>;
};

/**
 * Spec 4: Sync is enabled only when the selected mailbox is connected (its
 * status read now), or when no single mailbox is selected; after a request
 * the page says it is syncing until the instance's flag clears.
 */
export function SyncControl({ mailboxes, syncing, blocked, onSync }: Props) {
  const [selected, setSelected] = useState('all');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const single = selected === 'all' ? null : Number(selected);
  const mailbox = useRemote(getOutreachMailbox, single === null ? null : { params: { id: single } });
  const enabled = syncEnabled(single === null ? null : { status: mailbox.data?.status });
  const sync = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSync(single);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group align="flex-end" wrap="wrap" data-testid="sync-control">
      <Select
        label="Mailbox to sync"
        data={[{ value: 'all', label: 'All mailboxes' }, ...mailboxes.map((m) => ({ value: String(m.id), label: m.email }))]}
        value={selected}
        onChange={(v) => setSelected(v ?? 'all')}
        allowDeselect={false}
        w={260}
      />
      {single !== null && (mailbox.data ? mailboxStatusBadge(mailbox.data.status) : <Loader size="xs" role="status" aria-label="Reading the mailbox's status" />)}
      <Button leftSection={<RefreshIcon size={16} />} onClick={() => void sync()} loading={busy} disabled={!enabled || syncing || blocked !== null}>
        Sync
      </Button>
      {syncing && (
        <Group gap={6} role="status" data-testid="syncing">
          <Loader size="xs" />
          <Text size="sm">Syncing with Outreach… checking every 5 seconds.</Text>
        </Group>
      )}
      {!syncing && blocked && (
        <Text size="sm" c="gray.7">
          {blocked}
        </Text>
      )}
      {!enabled && !blocked && single !== null && mailbox.data && (
        <Text size="sm" c="gray.7">
          This mailbox is disconnected: reconnect it in Outreach, or sync all mailboxes.
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Group>
  );
}
