import { createFileRoute, Navigate } from '@tanstack/react-router';
import { AdminLayout } from '../../../../features/admin/components/admin-layout';
import { useAdminSections } from '../../../../features/admin/hooks/use-admin-sections';

export const Route = createFileRoute('/_app/admin/')({
  component: function AdminIndex() {
    const { me } = Route.useRouteContext();
    const sections = useAdminSections(me);
    if (!sections) return null;
    const [first] = sections;
    if (first) return <Navigate to={`/admin/${first}`} replace />;
    return <AdminLayout me={me} section={null}>{null}</AdminLayout>;
  },
});
