import { Alert, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../data/http/transport-error';
import type { OutreachInstance } from '../../../domain/outreach/outreach-instance-types';
import { WholeBadge } from './whole-badge';
import { setOutreachInstanceStatus } from '../commands/set-outreach-instance-status';
import { useOutreachInstances } from '../hooks/use-instances';
import { MailboxList } from './mailbox-list';

/** Outreach instances (one per client account): status, connection, mailboxes; enable or disable. */
export function OutreachInstances({ canEdit }: { canEdit: boolean }) {
  const [epoch, setEpoch] = useState(0);
  const list = useOutreachInstances(epoch);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const toggle = async (i: OutreachInstance) => {
    setBusy(i.id);
    setFailure(null);
    try {
      await setOutreachInstanceStatus(i.id, i.status === 'active' ? 'paused' : 'active');
      setEpoch((e) => e + 1);
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  if (!list.data)
    return <Text c="gray.7">{list.error ? (list.offline ? 'The instances need a connection the first time.' : list.error) : 'Loading the instances…'}</Text>;
  return (
    <>
      {list.fromCache && <Alert color="gray" mb="sm">Offline: the instances as last seen. Changes need a connection.</Alert>}
      {failure && <Alert color="red" mb="sm">{failure}</Alert>}
      {!list.data.length && <Text c="gray.7">No Outreach instances yet.</Text>}
      {list.data.length > 0 && (
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="xs" data-testid="outreach-instances">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Instance</Table.Th>
                <Table.Th>Client</Table.Th>
                <Table.Th>Connection</Table.Th>
                <Table.Th>Enabled</Table.Th>
                <Table.Th>Mailboxes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>{i.name}</Table.Td>
                  <Table.Td>{i.clientName}</Table.Td>
                  <Table.Td>
                    <WholeBadge color={i.connection === 'connected' ? 'green' : 'red'}>{i.connection}</WholeBadge>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={i.status === 'active'}
                      disabled={!canEdit || busy === i.id || list.fromCache}
                      onChange={() => void toggle(i)}
                      label={i.status === 'active' ? 'Active' : 'Paused'}
                      aria-label={`${i.name} enabled`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <MailboxList mailboxes={i.mailboxes} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
