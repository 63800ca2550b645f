import { createFileRoute } from '@tanstack/react-router';
import { parseClientId } from '../../../../../domain/clients/client-id-param';
import { ClientEditPage } from '../../../../../features/client-edit/components/client-edit-page';
import { staffOnly } from '../../../../guards/staff-only';

// Spec 2: the numeric client id is the last path segment.
export const Route = createFileRoute('/_app/client/edit/$id')({ beforeLoad: staffOnly, component: ClientEditRoute });

function ClientEditRoute() {
  const { me } = Route.useRouteContext();
  const { id } = Route.useParams();
  return <ClientEditPage me={me} clientId={parseClientId(id)} />;
}
