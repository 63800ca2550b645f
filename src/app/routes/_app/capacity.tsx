import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../domain/access/permissions';
import { capacitySearchSchema, type CapacitySearch } from '../../../domain/capacity/capacity-search';
import { CapacityPage } from '../../../features/capacity/components/capacity-page';
import { RevenuePage } from '../../../features/revenue/components/revenue-page';
import { staffOnly } from '../../guards/staff-only';

// /capacity: capacity planning with tabs, Assign first, and revenue (spec 2).
export const Route = createFileRoute('/_app/capacity')({
  validateSearch: capacitySearchSchema,
  // Staff read the plan; guests get nothing.
  beforeLoad: staffOnly,
  component: CapacityRoute,
});

/** The server plans from the current month in UTC. */
function utcMonthNow(): string {
  return new Date().toISOString().slice(0, 7);
}

function CapacityRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { me } = Route.useRouteContext();
  const current = utcMonthNow();
  const set = (patch: Partial<CapacitySearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const canPlan = can(me, 'plan-capacity');
  return (
    <CapacityPage
      tab={search.tab ?? 'assign'}
      onTab={(tab) => set({ tab })}
      calendarMonth={search.month ?? current}
      onCalendarMonth={(month) => set({ month })}
      canPlan={canPlan}
      canAssign={can(me, 'edit-clients')}
      revenue={<RevenuePage month={search.revenueMonth ?? current} current={current} onMonth={(revenueMonth) => set({ revenueMonth })} canEdit={canPlan} />}
    />
  );
}
