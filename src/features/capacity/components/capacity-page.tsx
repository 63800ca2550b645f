import { Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { capacityTabs, type CapacityTab } from '../../../domain/capacity/capacity-search';
import { LastSeen } from '../../../ui/last-seen';
import { ReadFailed } from '../../../ui/remote-notice';
import { useCapacityPlan } from '../hooks/use-capacity-plan';
import { AssignTab } from './assign-tab';
import { AssumptionsTab } from './assumptions-tab';
import { HiresTab } from './hires-tab';
import { OnboardingCalendar } from './onboarding-calendar';
import { ProjectionsTab } from './projections-tab';


const labels: Record<CapacityTab, string> = {
  assign: 'Assign',
  calendar: 'Onboarding calendar',
  projections: 'Projections',
  assumptions: 'Assumptions',
  hires: 'Hires',
  revenue: 'Revenue',
};

type Props = {
  tab: CapacityTab;
  onTab: (tab: CapacityTab) => void;
  calendarMonth: string;
  onCalendarMonth: (month: string) => void;
  /** super-admin or plan-capacity (spec 6, issue 23): everyone else reads. */
  canPlan: boolean;
  /** Assigning clients also needs edit-clients (the team call's own rule). */
  canAssign: boolean;
  /** The Revenue tab, placed by the app (features stay apart). */
  revenue: ReactNode;
};

/** /capacity: spec 2's capacity planning, with tabs; Assign first. */
export function CapacityPage({ tab, onTab, calendarMonth, onCalendarMonth, canPlan, canAssign, revenue }: Props) {
  const view = useCapacityPlan();
  const planTab = (render: () => ReactNode) => {
    if (view.status === 'ready') return render();
    if (view.status === 'error') {
      return <ReadFailed error={view.error} offline={view.offline} what="plan figures" />;
    }
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Loading the plan…</Text>
      </Group>
    );
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          Capacity planning
        </Title>
        {tab !== 'assign' && tab !== 'calendar' && tab !== 'revenue' && <LastSeen fromCache={view.fromCache} asOf={view.asOf} waiting={view.waiting} />}
      </Group>
      {!canPlan && (
        <Text size="sm" c="dimmed">
          You can read the plan; super-admins and Directors of Strategic Operations change it.
        </Text>
      )}
      <Tabs value={tab} onChange={(value) => value && onTab(value as CapacityTab)} keepMounted={false}>
        <Tabs.List>
          {capacityTabs.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {labels[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="assign" pt="md">
          <AssignTab canAssign={canPlan && canAssign} />
        </Tabs.Panel>
        <Tabs.Panel value="calendar" pt="md">
          <OnboardingCalendar month={calendarMonth} onMonth={onCalendarMonth} />
        </Tabs.Panel>
        <Tabs.Panel value="projections" pt="md">
          {planTab(() => (
            <ProjectionsTab view={view} canEdit={canPlan} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="assumptions" pt="md">
          {planTab(() => (
            <AssumptionsTab view={view} canEdit={canPlan} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="hires" pt="md">
          {planTab(() => (
            <HiresTab view={view} canEdit={canPlan} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="revenue" pt="md">
          {revenue}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
