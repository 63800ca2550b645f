import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../../../features/admin/components/admin-layout';
import { SettingsPage } from '../../../../features/admin/components/settings-page';

export const Route = createFileRoute('/_app/admin/settings')({
  component: function SettingsRoute() {
    const { me } = Route.useRouteContext();
    return (
      <AdminLayout me={me} section="settings">
        <SettingsPage me={me} />
      </AdminLayout>
    );
  },
});
