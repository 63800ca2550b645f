import { Badge, Button, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { hireRamp, roundSeats } from '../../../domain/capacity/capacity-model';
import type { HireCreate } from '../../../domain/capacity/capacity-schemas';
import type { Hire } from '../../../domain/capacity/capacity-types';
import { shortMonth } from '../../../domain/time/year-months';
import { EditMark } from '../../../ui/edit-mark';
import { PlusIcon } from '../../../ui/icons';
import { addHire } from '../commands/add-hire';
import { archiveHire } from '../commands/archive-hire';
import { updateHire } from '../commands/update-hire';
import type { CapacityView } from '../hooks/use-capacity-plan';
import { CapacityChartLazy } from './capacity-chart-lazy';
import { HireForm } from './hire-form';

/** What a hire adds: the first month's seats, and when they are full. */
function rampText(hire: Hire, rampMonths: number): string {
  if (hire.archived) return 'None (archived)';
  const ramp = hireRamp(hire, rampMonths);
  const first = ramp[0];
  const full = ramp[ramp.length - 1];
  if (ramp.length === 1) return `+${roundSeats(full.seats)} seats from ${shortMonth(full.month)}`;
  return `+${roundSeats(first.seats)} in ${shortMonth(first.month)}, +${roundSeats(full.seats)} from ${shortMonth(full.month)}`;
}

/** Spec 2, hires: add, edit, archive, with their effect on capacity (spec 4: hires can be archived). */
export function HiresTab({ view, canEdit }: { view: CapacityView; canEdit: boolean }) {
  const [showArchived, setShowArchived] = useState(false);
  const [form, setForm] = useState<{ hire: Hire | null } | null>(null);
  const hires = view.state.hires.filter((h) => showArchived || !h.archived);
  const save = (values: HireCreate) => {
    if (form?.hire) {
      const hire = form.hire;
      const patch = Object.fromEntries(Object.entries(values).filter(([k, val]) => hire[k as keyof HireCreate] !== val));
      if (Object.keys(patch).length) void updateHire(hire, patch);
    } else {
      void addHire(values);
    }
  };
  return (
    <Stack gap="md">
      <CapacityChartLazy plan={view.plan} />
      <Group justify="space-between">
        <Title order={2} size="h4" id="hires-title">
          Hires in the pipeline
        </Title>
        <Group gap="sm">
          <Switch label="Show archived" checked={showArchived} onChange={(e) => setShowArchived(e.currentTarget.checked)} />
          {canEdit && (
            <Button leftSection={<PlusIcon size={16} />} onClick={() => setForm({ hire: null })}>
              Add hire
            </Button>
          )}
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-labelledby="hires-title" data-testid="hires-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Role</Table.Th>
              <Table.Th scope="col">Start date</Table.Th>
              <Table.Th scope="col">Starting capacity</Table.Th>
              <Table.Th scope="col">Effect on capacity</Table.Th>
              {canEdit && <Table.Th scope="col">Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hires.map((h) => {
              const saved = h.id > 0;
              return (
                <Table.Tr key={h.id} data-testid="hire-row" data-hire-id={h.id}>
                  <Table.Th scope="row">
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={500}>
                        {h.name}
                      </Text>
                      {h.archived && (
                        <Badge size="xs" color="gray" c="dark.9" variant="light">
                          archived
                        </Badge>
                      )}
                      <EditMark edits={saved ? view.pending.get(`capacity-hires:${h.id}`) : [{ status: 'pending' }]} />
                    </Group>
                  </Table.Th>
                  <Table.Td>{h.roleName}</Table.Td>
                  <Table.Td>{h.startDate}</Table.Td>
                  <Table.Td>{h.startingCapacity}</Table.Td>
                  <Table.Td data-testid="hire-effect">{rampText(h, view.values.rampMonths)}</Table.Td>
                  {canEdit && (
                    <Table.Td>
                      {saved ? (
                        <Group gap={4} wrap="nowrap">
                          <Button size="compact-xs" variant="light" onClick={() => setForm({ hire: h })} aria-label={`Edit ${h.name}`}>
                            Edit
                          </Button>
                          <Button size="compact-xs" variant="subtle" color={h.archived ? 'blue' : 'gray'} onClick={() => void archiveHire(h, !h.archived)} aria-label={`${h.archived ? 'Restore' : 'Archive'} ${h.name}`}>
                            {h.archived ? 'Restore' : 'Archive'}
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
            {hires.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={canEdit ? 6 : 5}>
                  <Text size="sm" c="dimmed">
                    No hires planned.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {form && (
        <HireForm
        key={form.hire?.id ?? 'new'}
        opened
        title={form.hire ? `Edit ${form.hire.name}` : 'Add a hire'}
        initial={form.hire ? { name: form.hire.name, role: form.hire.role as HireCreate['role'], startDate: form.hire.startDate, startingCapacity: form.hire.startingCapacity } : null}
        onClose={() => setForm(null)}
        onSave={save}
        />
      )}
    </Stack>
  );
}
