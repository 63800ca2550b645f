import { createFileRoute } from '@tanstack/react-router';
import { auditSearchSchema } from '../../../../domain/users/user-search';
import { AdminLayout } from '../../../../features/admin/components/admin-layout';
import { AuditPage } from '../../../../features/admin/components/audit-page';

export const Route = createFileRoute('/_app/admin/audit')({
  validateSearch: auditSearchSchema,
  component: function AuditRoute() {
    const { me } = Route.useRouteContext();
    const { entity } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AdminLayout me={me} section="audit">
        <AuditPage entity={entity} onEntity={(e) => void navigate({ search: { entity: e }, replace: true })} />
      </AdminLayout>
    );
  },
});
