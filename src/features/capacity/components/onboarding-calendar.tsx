import { ActionIcon, Alert, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { Client } from '../../../domain/clients/client-types';
import { clientStatusColor } from '../../../domain/clients/client-status';
import { formatMonthUs, monthWeeks } from '../../../domain/time/calendar-grid';
import { weekdayNames } from '../../../domain/time/us-formats';
import { addMonths } from '../../../domain/time/year-months';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons';
import { LastSeen } from '../../../ui/last-seen';
import { useOnboardingMonth } from '../hooks/use-onboarding-month';

function byDay(clients: readonly Client[]): Map<string, Client[]> {
  const out = new Map<string, Client[]>();
  for (const c of clients) if (c.onboardingDate) out.set(c.onboardingDate, [...(out.get(c.onboardingDate) ?? []), c]);
  return out;
}

/** Spec 2: clients by onboarding date, a month at a time (spec 7: ?onboarding-month=YYYY-MM). */
export function OnboardingCalendar({ month, onMonth }: { month: string; onMonth: (month: string) => void }) {
  const remote = useOnboardingMonth(month);
  const clients = remote.data ?? [];
  const days = byDay(clients);
  const title = formatMonthUs(month);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="xs">
          <ActionIcon variant="default" aria-label="Previous month" onClick={() => onMonth(addMonths(month, -1))}>
            <ChevronLeftIcon size={16} />
          </ActionIcon>
          <Title order={2} size="h4" id="calendar-title" miw={160} ta="center" data-testid="calendar-month">
            {title}
          </Title>
          <ActionIcon variant="default" aria-label="Next month" onClick={() => onMonth(addMonths(month, 1))}>
            <ChevronRightIcon size={16} />
          </ActionIcon>
        </Group>
        <Group gap="xs">
          <LastSeen fromCache={remote.fromCache} asOf={null} waiting={0} />
          {remote.data && (
            <Text size="sm" c="dimmed" data-testid="calendar-count">
              {clients.length} {clients.length === 1 ? 'client onboards' : 'clients onboard'} in {title}
            </Text>
          )}
        </Group>
      </Group>
      {remote.loading && !remote.data && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">Loading {title}…</Text>
        </Group>
      )}
      {remote.error && !remote.data && (
        <Alert color={remote.offline ? 'gray' : 'red'}>{remote.offline ? `${title} has not been seen on this device; it loads when you are back online.` : remote.error}</Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table withTableBorder withColumnBorders layout="fixed" aria-labelledby="calendar-title" data-testid="onboarding-calendar">
          <Table.Thead>
            <Table.Tr>
              {weekdayNames.map((d) => (
                <Table.Th key={d} scope="col">
                  {d.slice(0, 3)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {monthWeeks(month).map((week) => (
              <Table.Tr key={week[0]}>
                {week.map((day) => {
                  const inMonth = day.startsWith(month);
                  const list = days.get(day) ?? [];
                  return (
                    <Table.Td key={day} valign="top" h={88} bg={inMonth ? undefined : 'gray.0'} data-day={day}>
                      <Text size="xs" c={inMonth ? 'dark.7' : 'gray.7'} fw={500}>
                        {Number(day.slice(8))}
                      </Text>
                      <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                        {list.map((c) => (
                          <Text key={c.id} component="li" size="xs" truncate title={c.name} data-testid="calendar-client" style={{ borderLeft: `3px solid var(--mantine-color-${clientStatusColor(c.status)}-7)`, paddingLeft: 4 }}>
                            {c.name}
                          </Text>
                        ))}
                      </Stack>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
