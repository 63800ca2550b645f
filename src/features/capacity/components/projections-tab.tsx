import { Alert, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { assumptionCatalogue } from '../../../domain/capacity/assumptions';
import { roundSeats } from '../../../domain/capacity/capacity-model';
import type { Projection } from '../../../domain/capacity/capacity-types';
import { formatCount } from '../../../domain/format/count-format';
import { shortMonth } from '../../../domain/time/year-months';
import { CommitNumberInput } from '../../../ui/commit-number-input';
import { EditMark } from '../../../ui/edit-mark';
import { updateProjection } from '../commands/update-projection';
import type { CapacityView } from '../hooks/use-capacity-plan';
import { CapacityChartLazy } from './capacity-chart-lazy';

const seats = (n: number) => roundSeats(n).toFixed(1);
const signed = (n: number) => `${n >= 0 ? '+' : '−'}${Math.abs(roundSeats(n)).toFixed(1)}`;

function NoteInput({ row, disabled }: { row: Projection; disabled: boolean }) {
  const [draft, setDraft] = useState(row.note);
  useEffect(() => setDraft(row.note), [row.note]);
  const commit = () => {
    if (draft !== row.note) void updateProjection(row, { note: draft });
  };
  return (
    <TextInput
      size="xs"
      value={draft}
      maxLength={1000}
      disabled={disabled}
      aria-label={`Note for ${shortMonth(row.month)}`}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}

/** Spec 2, projections: an editable grid by month with the computed gap, and the chart. */
export function ProjectionsTab({ view, canEdit }: { view: CapacityView; canEdit: boolean }) {
  const rows = new Map(view.state.projections.map((p) => [p.month, p]));
  const known = new Map(view.knownClients.map((k) => [k.month, k.count]));
  const history = view.state.projections.filter((p) => view.startMonth && p.month < view.startMonth);
  const short = view.plan.find((m) => m.gap < 0);
  const churn = assumptionCatalogue.monthlyChurnPct;
  return (
    <Stack gap="md">
      {short ? (
        <Alert color="red" variant="light" title={`Short of seats from ${shortMonth(short.month)}`} data-testid="gap-alert">
          Demand passes capacity by {seats(-short.gap)} seats that month. Plan a hire (Hires tab) or change the projections.
        </Alert>
      ) : (
        <Alert color="teal" variant="light" title="Enough seats in every planned month" data-testid="gap-alert">
          Capacity covers demand through {view.months.length ? shortMonth(view.months[view.months.length - 1]) : 'the plan'}.
        </Alert>
      )}
      <CapacityChartLazy plan={view.plan} />
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover aria-labelledby="projections-title" data-testid="projections-grid">
          <caption style={{ captionSide: 'top', textAlign: 'left' }}>
            <Title order={2} size="h4" id="projections-title">
              Projections by month
            </Title>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Month</Table.Th>
              <Table.Th scope="col">New clients</Table.Th>
              <Table.Th scope="col">Churn ({churn.unit})</Table.Th>
              <Table.Th scope="col">Signed</Table.Th>
              <Table.Th scope="col">Clients</Table.Th>
              <Table.Th scope="col">Demand</Table.Th>
              <Table.Th scope="col">Capacity</Table.Th>
              <Table.Th scope="col">Gap</Table.Th>
              <Table.Th scope="col">Note</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.plan.map((m) => {
              const row = rows.get(m.month);
              const label = shortMonth(m.month);
              return (
                <Table.Tr key={m.month} data-testid="projection-row" data-month={m.month} data-gap={roundSeats(m.gap)}>
                  <Table.Th scope="row">
                    {label} <EditMark edits={row && view.pending.get(`capacity-projections:${row.id}`)} />
                  </Table.Th>
                  <Table.Td w={110}>
                    {row ? (
                      <CommitNumberInput
                        size="xs"
                        value={row.newClients}
                        min={0}
                        max={1000}
                        allowDecimal={false}
                        allowNegative={false}
                        disabled={!canEdit}
                        aria-label={`New clients in ${label}`}
                        onCommit={(n) => void updateProjection(row, { newClients: n ?? 0 })}
                      />
                    ) : (
                      formatCount(view.values.newClientsPerMonth)
                    )}
                  </Table.Td>
                  <Table.Td w={110}>
                    {row ? (
                      <CommitNumberInput
                        size="xs"
                        value={row.churnPct}
                        allowEmpty
                        min={0}
                        max={100}
                        step={0.5}
                        allowNegative={false}
                        placeholder={`${view.values.monthlyChurnPct}`}
                        disabled={!canEdit}
                        aria-label={`Churn in ${label} (%), empty for the assumption`}
                        check={(n) => (n !== null && n > 100 ? 'At most 100%.' : null)}
                        onCommit={(n) => void updateProjection(row, { churnPct: n })}
                      />
                    ) : (
                      `${view.values.monthlyChurnPct}`
                    )}
                  </Table.Td>
                  <Table.Td>{formatCount(known.get(m.month) ?? 0)}</Table.Td>
                  <Table.Td>{seats(m.clients)}</Table.Td>
                  <Table.Td data-testid="projection-demand">{seats(m.demand)}</Table.Td>
                  <Table.Td data-testid="projection-capacity">
                    {seats(m.capacity)}
                    {m.hireCapacity > 0 && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        (hires {seats(m.hireCapacity)})
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-testid="projection-gap" c={m.gap < 0 ? 'red.9' : 'teal.9'} fw={600}>
                    {signed(m.gap)}
                  </Table.Td>
                  <Table.Td miw={160}>{row ? <NoteInput row={row} disabled={!canEdit} /> : null}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {history.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-labelledby="history-title" data-testid="projection-history">
            <caption style={{ captionSide: 'top', textAlign: 'left' }}>
              <Title order={2} size="h4" id="history-title">
                The past year, as recorded
              </Title>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Month</Table.Th>
                <Table.Th scope="col">New clients</Table.Th>
                <Table.Th scope="col">Clients</Table.Th>
                <Table.Th scope="col">Capacity</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...history].reverse().map((p) => (
                <Table.Tr key={p.month}>
                  <Table.Th scope="row">{shortMonth(p.month)}</Table.Th>
                  <Table.Td>{formatCount(p.newClients)}</Table.Td>
                  <Table.Td>{p.actualClients === null ? '—' : formatCount(p.actualClients)}</Table.Td>
                  <Table.Td>{p.actualCapacity === null ? '—' : seats(p.actualCapacity)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
