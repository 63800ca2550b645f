import { Alert, Button, Group, Loader, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../data/http/transport-error';
import { maskedKey } from '../../../domain/smartlead/smartlead-types';
import { setSmartleadInstanceStatus } from '../commands/set-smartlead-instance-status';
import { syncSmartlead } from '../commands/sync-smartlead-instance';
import { useSmartleadInstances } from '../hooks/use-instances';
import { useStatusToggle } from '../hooks/use-status-toggle';
import { StatusSwitch } from './status-switch';
import { AddSmartleadModal } from './add-smartlead-modal';
import { MailboxList } from './mailbox-list';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never');

/** Smartlead instances: key (last four), mailboxes, enable/disable, sync with its progress until done; add one. */
export function SmartleadInstances({ canEdit }: { canEdit: boolean }) {
  const [epoch, setEpoch] = useState(0);
  const list = useSmartleadInstances(epoch);
  const [adding, setAdding] = useState(false);
  const { busy, failure, setFailure, toggle } = useStatusToggle(setSmartleadInstanceStatus, () => setEpoch((e) => e + 1));
  const syncing = list.data?.some((i) => i.syncing) ?? false;
  // Spec 4's sync rhythm: ask again every 5 seconds while an instance syncs.
  useEffect(() => {
    if (!syncing) return;
    const timer = setInterval(() => setEpoch((e) => e + 1), 5_000);
    return () => clearInterval(timer);
  }, [syncing]);
  const sync = async (id: number) => {
    setFailure(null);
    try {
      await syncSmartlead(id);
      setEpoch((e) => e + 1);
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="gray.7">API keys show as their last four characters only.</Text>
        {canEdit && (
          <Button onClick={() => setAdding(true)} disabled={list.fromCache}>
            Add a Smartlead instance
          </Button>
        )}
      </Group>
      {list.fromCache && <Alert color="gray" mb="sm">Offline: the instances as last seen. Adding, pausing and syncing need a connection.</Alert>}
      {failure && <Alert color="red" mb="sm">{failure}</Alert>}
      {!list.data && <Text c="gray.7">{list.error ? (list.offline ? 'The instances need a connection the first time.' : list.error) : 'Loading the instances…'}</Text>}
      {list.data && !list.data.length && <Text c="gray.7">No Smartlead instances yet.</Text>}
      {list.data && list.data.length > 0 && (
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="xs" data-testid="smartlead-instances">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Instance</Table.Th>
                <Table.Th>Enabled</Table.Th>
                <Table.Th>API key</Table.Th>
                <Table.Th>Mailboxes</Table.Th>
                <Table.Th>Last synced</Table.Th>
                <Table.Th>Sync</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((i) => (
                <Table.Tr key={i.id} data-testid="smartlead-row" data-name={i.name}>
                  <Table.Td>{i.name}</Table.Td>
                  <Table.Td>
                    <StatusSwitch name={i.name} status={i.status} disabled={!canEdit || busy === i.id || i.syncing || list.fromCache} onToggle={() => void toggle(i)} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">{maskedKey(i.apiKeyLast4)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <MailboxList mailboxes={i.mailboxes} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" data-testid="last-synced">{when(i.lastSyncedAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    {i.syncing ? (
                      <Group gap={6} role="status">
                        <Loader size="xs" aria-hidden />
                        <Text size="sm">Syncing…</Text>
                      </Group>
                    ) : i.status === 'paused' ? (
                      <Text size="sm" c="gray.7">
                        Paused: resume to sync
                      </Text>
                    ) : (
                      canEdit && (
                        <Button size="compact-sm" variant="light" onClick={() => void sync(i.id)} disabled={list.fromCache} aria-label={`Sync ${i.name}`}>
                          Sync
                        </Button>
                      )
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AddSmartleadModal opened={adding} onClose={() => setAdding(false)} onAdded={() => setEpoch((e) => e + 1)} />
    </>
  );
}
