import { createFileRoute } from '@tanstack/react-router';
import { teamSearchSchema } from '../../../../domain/users/user-search';
import { AdminLayout } from '../../../../features/admin/components/admin-layout';
import { TeamsPage } from '../../../../features/admin/components/teams-page';

export const Route = createFileRoute('/_app/admin/teams')({
  validateSearch: teamSearchSchema,
  component: function TeamsRoute() {
    const { me } = Route.useRouteContext();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AdminLayout me={me} section="teams">
        <TeamsPage me={me} search={search} onSearch={(s) => void navigate({ search: s, replace: true })} />
      </AdminLayout>
    );
  },
});
