import { createFileRoute } from '@tanstack/react-router';
import { userSearchSchema } from '../../../../domain/users/user-search';
import { AdminLayout } from '../../../../features/admin/components/admin-layout';
import { UsersPage } from '../../../../features/admin/components/users-page';

export const Route = createFileRoute('/_app/admin/users')({
  validateSearch: userSearchSchema,
  component: function UsersRoute() {
    const { me } = Route.useRouteContext();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AdminLayout me={me} section="users">
        <UsersPage me={me} search={search} onSearch={(s) => void navigate({ search: s, replace: true })} />
      </AdminLayout>
    );
  },
});
