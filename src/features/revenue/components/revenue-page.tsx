import { ActionIcon, Grid, Group, Loader, Paper, Progress, Select, Stack, Text } from '@mantine/core';
import { formatRevenue } from '../../../domain/meetings/revenue-display';
import { addMonths, shortMonth, yearMonth } from '../../../domain/time/year-months';
import { CommitNumberInput } from '../../../ui/commit-number-input';
import { EditMark } from '../../../ui/edit-mark';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons';
import { LastSeen } from '../../../ui/last-seen';
import { ReadFailed } from '../../../ui/remote-notice';
import { setMonthlyGoal } from '../commands/set-monthly-goal';
import { useRevenuePlan } from '../hooks/use-revenue-plan';
import { DailyOnboardings } from './daily-onboardings';
import { MonthlyTable } from './monthly-table';
import { RevenueChartLazy } from './revenue-chart-lazy';
import { UncommonDeals } from './uncommon-deals';
import { WeeklyTable } from './weekly-table';

type Props = { month: string; current: string; onMonth: (month: string) => void; canEdit: boolean };

/** Spec 2, revenue: uncommon deals, daily onboardings, weekly and monthly projections, the monthly goal. */
export function RevenuePage({ month, current, onMonth, canEdit }: Props) {
  const view = useRevenuePlan(month);
  const months = view.state.monthly.map((r) => yearMonth(r.year, r.month));
  const options = (months.includes(month) ? months : [...months, month].sort()).map((m) => ({ value: m, label: shortMonth(m) }));
  const goal = view.projection?.goal ?? null;
  const p = view.progress;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group gap="xs" align="flex-end">
          <ActionIcon variant="default" size="lg" aria-label="Previous month" onClick={() => onMonth(addMonths(month, -1))}>
            <ChevronLeftIcon size={16} />
          </ActionIcon>
          <Select label="Month" data={options} value={month} allowDeselect={false} onChange={(m) => m && onMonth(m)} w={160} data-testid="revenue-month" />
          <ActionIcon variant="default" size="lg" aria-label="Next month" onClick={() => onMonth(addMonths(month, 1))}>
            <ChevronRightIcon size={16} />
          </ActionIcon>
        </Group>
        <LastSeen fromCache={view.fromCache} asOf={view.asOf} waiting={view.waiting} />
      </Group>

      {view.status === 'loading' && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">Loading revenue for {shortMonth(month)}…</Text>
        </Group>
      )}
      {view.status === 'error' && <ReadFailed error={view.error} offline={view.offline} what="revenue figures" />}
      {view.status === 'ready' && (
        <>
          <Paper withBorder p="sm" radius="sm" component="section" aria-labelledby="goal-title">
            <Grid gap="md" align="center">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Group gap={6} align="flex-end" wrap="nowrap">
                  {view.projection ? (
                    <CommitNumberInput
                      label={`Goal for ${shortMonth(month)} ($)`}
                      id="goal-input"
                      value={goal}
                      min={0}
                      allowDecimal={false}
                      allowNegative={false}
                      thousandSeparator=","
                      hideControls
                      disabled={!canEdit}
                      onCommit={(g) => g !== null && view.projection && void setMonthlyGoal(view.projection, g)}
                      data-testid="goal-input"
                    />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {shortMonth(month)} is outside the plan: no goal.
                    </Text>
                  )}
                  <EditMark edits={view.projection ? view.pending.get(`monthly-projections:${view.projection.id}`) : undefined} />
                </Group>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <Stack gap={4}>
                  <Text size="lg" fw={700} id="goal-title" data-testid="revenue-summary">
                    {formatRevenue(view.totals.total)} projected{goal !== null ? ` against ${formatRevenue(goal)}` : ''}
                    {p.percent !== null ? ` (${p.percent}%)` : ''}
                  </Text>
                  {p.percent !== null && (
                    <>
                      <Progress value={Math.min(100, p.percent)} color={p.percent >= 100 ? 'teal' : 'orange'} aria-label={`${p.percent}% of the goal`} />
                      <Text size="sm" c={p.short ? 'red.9' : 'teal.9'}>
                        {p.short ? `${formatRevenue(p.short)} short of the goal` : 'The goal is met'}
                      </Text>
                    </>
                  )}
                </Stack>
              </Grid.Col>
            </Grid>
          </Paper>
          <RevenueChartLazy weeks={view.weeks} goal={goal} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <WeeklyTable weeks={view.weeks} totals={view.totals} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <DailyOnboardings days={view.state.days} month={month} canEdit={canEdit} pending={view.pending} />
            </Grid.Col>
          </Grid>
          <UncommonDeals deals={view.state.uncommonDeals} month={month} clients={view.clients} canEdit={canEdit} pending={view.pending} />
          <MonthlyTable rows={view.monthly} current={current} chosen={month} canEdit={canEdit} pending={view.pending} onChoose={onMonth} />
        </>
      )}
    </Stack>
  );
}
