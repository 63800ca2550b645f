import { Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import type { OutboxEntry } from '../../../data/db/outbox-types';
import { formatCount } from '../../../domain/format/count-format';
import { formatRevenue } from '../../../domain/meetings/revenue-display';
import type { DailyOnboarding } from '../../../domain/revenue/revenue-types';
import { shortMonth } from '../../../domain/time/year-months';
import { CommitNumberInput } from '../../../ui/commit-number-input';
import { EditMark } from '../../../ui/edit-mark';
import { setDailyOnboardings } from '../commands/set-daily-onboardings';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekday = (date: string) => weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()];

/** Spec 2: daily onboardings of the chosen month: clients onboarded each day and the revenue they bring. */
export function DailyOnboardings({ days, month, canEdit, pending }: { days: readonly DailyOnboarding[]; month: string; canEdit: boolean; pending: Map<string, OutboxEntry[]> }) {
  const count = days.reduce((s, d) => s + d.count, 0);
  const revenue = days.reduce((s, d) => s + d.revenue, 0);
  const set = (day: DailyOnboarding, patch: Partial<Pick<DailyOnboarding, 'count' | 'revenue'>>) =>
    void setDailyOnboardings([{ date: day.date, count: patch.count ?? day.count, revenue: patch.revenue ?? day.revenue }]);
  return (
    <Stack gap="xs" component="section" aria-labelledby="onboardings-title">
      <Group justify="space-between">
        <Title order={3} size="h5" id="onboardings-title">
          Daily onboardings in {shortMonth(month)}
        </Title>
        <Group gap="xs">
          <EditMark edits={pending.get(`daily-onboardings:${month}`)} />
          <Text size="sm" c="dimmed" data-testid="onboardings-total">
            {formatCount(count)} {count === 1 ? 'client' : 'clients'}, {formatRevenue(revenue)}
          </Text>
        </Group>
      </Group>
      <ScrollArea.Autosize mah={420} type="auto">
        <Table striped stickyHeader data-testid="daily-onboardings" aria-labelledby="onboardings-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Day</Table.Th>
              <Table.Th scope="col">Clients</Table.Th>
              <Table.Th scope="col">Revenue ($)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((d) => (
              <Table.Tr key={d.date} data-testid="onboarding-day" data-date={d.date}>
                <Table.Th scope="row">
                  {weekday(d.date)} {Number(d.date.slice(8))}
                </Table.Th>
                <Table.Td w={100}>
                  <CommitNumberInput
                    size="xs"
                    value={d.count}
                    min={0}
                    max={100}
                    allowDecimal={false}
                    allowNegative={false}
                    disabled={!canEdit}
                    aria-label={`Clients onboarded on ${d.date}`}
                    onCommit={(n) => set(d, { count: n ?? 0 })}
                  />
                </Table.Td>
                <Table.Td w={160}>
                  <CommitNumberInput
                    size="xs"
                    value={d.revenue}
                    min={0}
                    allowDecimal={false}
                    allowNegative={false}
                    thousandSeparator=","
                    hideControls
                    disabled={!canEdit}
                    aria-label={`Onboarding revenue on ${d.date}`}
                    onCommit={(n) => set(d, { revenue: n ?? 0 })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}
