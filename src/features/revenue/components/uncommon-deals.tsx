import { Button, Group, Modal, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { OutboxEntry } from '../../../data/db/outbox-types';
import { formatCount } from '../../../domain/format/count-format';
import { formatRevenue } from '../../../domain/meetings/revenue-display';
import type { UncommonDealCreate } from '../../../domain/revenue/revenue-schemas';
import type { UncommonDeal } from '../../../domain/revenue/revenue-types';
import { addMonths, monthOfDay, shortMonth } from '../../../domain/time/year-months';
import { EditMark } from '../../../ui/edit-mark';
import { PlusIcon } from '../../../ui/icons';
import { addUncommonDeal } from '../commands/add-uncommon-deal';
import { deleteUncommonDeal } from '../commands/delete-uncommon-deal';
import { updateUncommonDeal } from '../commands/update-uncommon-deal';
import { UncommonDealForm } from './uncommon-deal-form';

type Props = {
  deals: readonly UncommonDeal[];
  month: string;
  clients: { id: number; name: string }[];
  canEdit: boolean;
  pending: Map<string, OutboxEntry[]>;
};

/** Deals that bring revenue in the month: signed in it, or in the month before with a part for this one. */
const touches = (d: UncommonDeal, month: string) => monthOfDay(d.date) === month || (monthOfDay(d.date) === addMonths(month, -1) && d.nextMonthRec > 0);

/** Spec 2: uncommon deals: add, edit, delete with confirmation. */
export function UncommonDeals({ deals, month, clients, canEdit, pending }: Props) {
  const [all, setAll] = useState(false);
  const [form, setForm] = useState<{ deal: UncommonDeal | null } | null>(null);
  const [deleting, setDeleting] = useState<UncommonDeal | null>(null);
  const shown = all ? deals : deals.filter((d) => touches(d, month));

  const save = (values: UncommonDealCreate) => {
    const deal = form?.deal;
    if (!deal) return void addUncommonDeal(values);
    const patch = Object.fromEntries(Object.entries(values).filter(([k, val]) => deal[k as keyof UncommonDealCreate] !== val));
    if (Object.keys(patch).length) void updateUncommonDeal(deal, patch);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    void deleteUncommonDeal(deleting).then(() => notifications.show({ color: 'teal', message: 'The item has been deleted!' }));
    setDeleting(null);
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="uncommon-title">
      <Group justify="space-between">
        <Title order={3} size="h5" id="uncommon-title">
          Uncommon deals {all ? '' : `in ${shortMonth(month)}`}
        </Title>
        <Group gap="sm">
          <Switch label="All months" checked={all} onChange={(e) => setAll(e.currentTarget.checked)} />
          {canEdit && (
            <Button size="xs" leftSection={<PlusIcon size={14} />} onClick={() => setForm({ deal: null })}>
              Add uncommon deal
            </Button>
          )}
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table striped data-testid="uncommon-deals" aria-labelledby="uncommon-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Deal</Table.Th>
              <Table.Th scope="col">Client</Table.Th>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Revenue</Table.Th>
              <Table.Th scope="col">This month</Table.Th>
              <Table.Th scope="col">Next month</Table.Th>
              {canEdit && <Table.Th scope="col">Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((d) => {
              const saved = d.id > 0;
              return (
                <Table.Tr key={d.id} data-testid="uncommon-deal" data-deal-id={d.id}>
                  <Table.Th scope="row">
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={500}>
                        {d.name}
                      </Text>
                      <EditMark edits={saved ? pending.get(`uncommon-deals:${d.id}`) : [{ status: 'pending' }]} />
                    </Group>
                  </Table.Th>
                  <Table.Td>{d.clientName ?? '—'}</Table.Td>
                  <Table.Td>{d.date}</Table.Td>
                  <Table.Td title={`$${formatCount(d.revenue)}`}>{formatRevenue(d.revenue)}</Table.Td>
                  <Table.Td>{formatRevenue(d.thisMonthRec)}</Table.Td>
                  <Table.Td>{formatRevenue(d.nextMonthRec)}</Table.Td>
                  {canEdit && (
                    <Table.Td>
                      {saved ? (
                        <Group gap={4} wrap="nowrap">
                          <Button size="compact-xs" variant="light" aria-label={`Edit ${d.name}`} onClick={() => setForm({ deal: d })}>
                            Edit
                          </Button>
                          <Button size="compact-xs" variant="subtle" color="red" aria-label={`Delete ${d.name}`} onClick={() => setDeleting(d)}>
                            Delete
                          </Button>
                        </Group>
                      ) : (
                        <Text size="xs" c="dimmed">
                          Editable once synced
                        </Text>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
            {shown.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={canEdit ? 7 : 6}>
                  <Text size="sm" c="dimmed">
                    No uncommon deals {all ? 'yet' : `bring revenue in ${shortMonth(month)}`}.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {form && (
        <UncommonDealForm
          key={form.deal?.id ?? 'new'}
          title={form.deal ? `Edit ${form.deal.name}` : 'Add an uncommon deal'}
          initial={form.deal ? { name: form.deal.name, clientId: form.deal.clientId, date: form.deal.date, revenue: form.deal.revenue, thisMonthRec: form.deal.thisMonthRec, nextMonthRec: form.deal.nextMonthRec } : null}
          clients={clients}
          onClose={() => setForm(null)}
          onSave={save}
        />
      )}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete this uncommon deal?" closeButtonProps={{ 'aria-label': 'Keep the deal' }}>
        <Stack gap="sm">
          <Text size="sm">
            {deleting?.name} ({deleting ? formatRevenue(deleting.revenue) : ''}) leaves the revenue projections. This cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button color="red" onClick={confirmDelete}>
              Delete deal
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
