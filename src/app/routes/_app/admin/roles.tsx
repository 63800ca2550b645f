import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../../../features/admin/components/admin-layout';
import { RolesPage } from '../../../../features/admin/components/roles-page';

export const Route = createFileRoute('/_app/admin/roles')({
  component: function RolesRoute() {
    const { me } = Route.useRouteContext();
    return (
      <AdminLayout me={me} section="roles">
        <RolesPage />
      </AdminLayout>
    );
  },
});
