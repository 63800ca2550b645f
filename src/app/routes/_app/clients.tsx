import { createFileRoute } from '@tanstack/react-router';
import { ClientDirectory } from '../../../features/clients/components/client-directory';
import { staffOnly } from '../../guards/staff-only';

export const Route = createFileRoute('/_app/clients')({
  beforeLoad: staffOnly,
  component: function ClientsRoute() {
    const { me } = Route.useRouteContext();
    return <ClientDirectory me={me} />;
  },
});
