import { Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Opportunity } from '../../../domain/deals/opportunity-types';
import { formatCount } from '../../../domain/format/count-format';
import { formatRevenue } from '../../../domain/meetings/revenue-display';
import { useClientDeals } from '../hooks/use-client-deals';
import { RemoteState } from './remote-state';
import { DealEditModal } from './deal-edit-modal';

const money = (n: number) => `$${formatCount(n)}`;

/** The client's deals (opportunities); staff edit their terms. */
export function DealsSection({ clientId, readOnly }: { clientId: number; readOnly: boolean }) {
  const [reload, setReload] = useState(0);
  const [editing, setEditing] = useState<Opportunity | null>(null);
  const remote = useClientDeals(clientId, reload);
  const deals = remote.data;
  const total = (deals ?? []).reduce((n, d) => n + d.revenue, 0);
  const canEdit = !readOnly && !remote.fromCache;

  return (
    <Stack gap="sm" component="section" aria-labelledby="deals-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="deals-title">
          Deals
        </Title>
        {deals && deals.length > 0 && <Text size="sm">Total revenue {formatRevenue(total)}</Text>}
      </Group>
      <RemoteState remote={remote} what="deals" />
      {remote.fromCache && (
        <Text size="sm" c="gray.7">
          Offline: showing the last saved copy; deals can be edited once back online.
        </Text>
      )}
      {deals && deals.length === 0 && <Text c="gray.7">No deals for this client yet.</Text>}
      {deals && deals.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder data-testid="deals-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Deal</Table.Th>
                <Table.Th scope="col">Contract type</Table.Th>
                <Table.Th scope="col" ta="right">Fixed payment</Table.Th>
                <Table.Th scope="col" ta="right">Monthly amount</Table.Th>
                <Table.Th scope="col" ta="right">Months</Table.Th>
                <Table.Th scope="col" ta="right">Revenue</Table.Th>
                {canEdit && <Table.Th scope="col"><VisuallyHidden>Actions</VisuallyHidden></Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deals.map((d) => (
                <Table.Tr key={d.id} data-testid="deal-row">
                  <Table.Td>{d.name}</Table.Td>
                  <Table.Td>{d.contractType}</Table.Td>
                  <Table.Td ta="right">{money(d.fixedPayment)}</Table.Td>
                  <Table.Td ta="right">{money(d.reoccurringAmount)}</Table.Td>
                  <Table.Td ta="right">{d.monthsCount}</Table.Td>
                  <Table.Td ta="right" data-testid="deal-revenue-cell">{formatRevenue(d.revenue)}</Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Button size="compact-sm" variant="light" onClick={() => setEditing(d)} aria-label={`Edit ${d.name}`}>
                        Edit
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <DealEditModal
          deal={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setReload((n) => n + 1);
            notifications.show({ color: 'green', title: 'Deal saved', message: `${saved.name}: revenue ${formatRevenue(saved.revenue)}` });
          }}
        />
      )}
    </Stack>
  );
}
