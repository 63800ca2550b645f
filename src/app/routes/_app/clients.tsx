import { createFileRoute } from '@tanstack/react-router';
import { ClientDirectory } from '../../../features/clients/components/client-directory';

export const Route = createFileRoute('/_app/clients')({
  component: function ClientsRoute() {
    const { me } = Route.useRouteContext();
    return <ClientDirectory me={me} />;
  },
});
