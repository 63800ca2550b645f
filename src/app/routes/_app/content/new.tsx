import { Alert } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { can } from '../../../../domain/access/permissions';
import { NewSequencePage } from '../../../../features/content/components/new-sequence-page';

const searchSchema = v.object({
  client: v.fallback(v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1))), undefined),
});

// "New sequence": once created, the address is rewritten to /content/{id} (spec 2).
export const Route = createFileRoute('/_app/content/new')({
  validateSearch: searchSchema,
  component: NewSequenceRoute,
});

function NewSequenceRoute() {
  const { me } = Route.useRouteContext();
  const { client } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!can(me, 'edit-content')) {
    return (
      <Alert color="gray" title="For content editors" maw={640}>
        Creating sequences needs the edit-content permission.
      </Alert>
    );
  }
  return <NewSequencePage me={me} clientId={client} onCreated={(id) => void navigate({ to: '/content/$id', params: { id: String(id) }, replace: true })} />;
}
