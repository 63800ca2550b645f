import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../../../features/admin/components/admin-layout';
import { BunchesPage } from '../../../../features/admin/components/bunches-page';

export const Route = createFileRoute('/_app/admin/bunches')({
  component: function BunchesRoute() {
    const { me } = Route.useRouteContext();
    return (
      <AdminLayout me={me} section="bunches">
        <BunchesPage />
      </AdminLayout>
    );
  },
});
