import { Alert, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { WholeBadge } from './whole-badge';
import { setOutreachInstanceStatus } from '../commands/set-outreach-instance-status';
import { useOutreachInstances } from '../hooks/use-instances';
import { useStatusToggle } from '../hooks/use-status-toggle';
import { MailboxList } from './mailbox-list';
import { StatusSwitch } from './status-switch';

/** Outreach instances (one per client account): status, connection, mailboxes; enable or disable. */
export function OutreachInstances({ canEdit }: { canEdit: boolean }) {
  const [epoch, setEpoch] = useState(0);
  const list = useOutreachInstances(epoch);
  const { busy, failure, toggle } = useStatusToggle(setOutreachInstanceStatus, () => setEpoch((e) => e + 1));
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
                    <StatusSwitch name={i.name} status={i.status} disabled={!canEdit || busy === i.id || list.fromCache} onToggle={() => void toggle(i)} />
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
