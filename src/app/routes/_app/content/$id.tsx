import { Alert } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { SequencePage } from '../../../../features/content/components/sequence-page';

// /content/{id}: a content sequence being edited or reviewed (spec 2).
export const Route = createFileRoute('/_app/content/$id')({
  component: SequenceRoute,
});

function SequenceRoute() {
  const { me } = Route.useRouteContext();
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  if (!/^[1-9]\d{0,9}$/.test(id)) {
    return (
      <Alert color="gray" title="No such sequence" maw={640}>
        The address does not name a content sequence.
      </Alert>
    );
  }
  return <SequencePage key={id} me={me} id={Number(id)} onOpen={(next) => void navigate({ to: '/content/$id', params: { id: String(next) } })} />;
}
