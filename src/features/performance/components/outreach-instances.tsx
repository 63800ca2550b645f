import { Alert, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { OutreachInstance } from '../../../domain/outreach/outreach-instance-types';
import { SpacerBelow, SpacersAbove, useVirtualRows, VirtualTableRegion } from '../../../ui/virtual-rows';
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
        <InstancesTable
          instances={list.data}
          disabled={(i) => !canEdit || busy === i.id || list.fromCache}
          onToggle={(i) => void toggle(i)}
        />
      )}
    </>
  );
}

// An instance with one mailbox; more mailboxes are measured.
const rowHeight = 57;
const columns = 5;

type TableProps = { instances: OutreachInstance[]; disabled: (i: OutreachInstance) => boolean; onToggle: (i: OutreachInstance) => void };

/** The instances, drawn where they are seen: an agency has one per client account, thousands. */
function InstancesTable({ instances, disabled, onToggle }: TableProps) {
  const rows = useVirtualRows(instances.length, rowHeight, 0.7);
  return (
    <VirtualTableRegion rows={rows} label="Outreach instances">
      <Table verticalSpacing="xs" stickyHeader miw={820} data-testid="outreach-instances" {...rows.tableProps}>
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            <Table.Th>Instance</Table.Th>
            <Table.Th>Client</Table.Th>
            <Table.Th>Connection</Table.Th>
            <Table.Th>Enabled</Table.Th>
            <Table.Th>Mailboxes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <SpacersAbove rows={rows} colSpan={columns} />
          {rows.items.map((item) => {
            const i = instances[item.index];
            return (
              <Table.Tr key={i.id} ref={rows.measure} {...rows.rowProps(item)}>
                <Table.Td>{i.name}</Table.Td>
                <Table.Td>{i.clientName}</Table.Td>
                <Table.Td>
                  <WholeBadge color={i.connection === 'connected' ? 'green' : 'red'}>{i.connection}</WholeBadge>
                </Table.Td>
                <Table.Td>
                  <StatusSwitch name={i.name} status={i.status} disabled={disabled(i)} onToggle={() => onToggle(i)} />
                </Table.Td>
                <Table.Td>
                  <MailboxList mailboxes={i.mailboxes} />
                </Table.Td>
              </Table.Tr>
            );
          })}
          <SpacerBelow rows={rows} colSpan={columns} />
        </Table.Tbody>
      </Table>
    </VirtualTableRegion>
  );
}
