import { createFileRoute } from '@tanstack/react-router';
import { can } from '../../../../domain/access/permissions';
import { InstancesPage } from '../../../../features/performance/components/instances-page';
import { StaffOnlyNotice } from '../../../../features/performance/components/staff-only-notice';
import { staffOnly } from '../../../guards/staff-only';

// Outreach and Smartlead instances: staff read them; super-admin or sequencer-settings-edit change them.
export const Route = createFileRoute('/_app/performance/instances')({
  beforeLoad: staffOnly,
  component: InstancesRoute,
});

function InstancesRoute() {
  const { me } = Route.useRouteContext();
  if (me.isGuest) return <StaffOnlyNotice />;
  return <InstancesPage canEdit={can(me, 'sequencer-settings-edit')} />;
}
