import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { contentStatuses } from '../../../../domain/content/content-status';
import { ContentListPage } from '../../../../features/content/components/content-list-page';

const id = v.fallback(v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1))), undefined);
const searchSchema = v.object({
  client: id,
  status: v.fallback(v.optional(v.picklist(contentStatuses)), undefined),
  owner: id,
  share: v.fallback(v.optional(v.picklist(['shared', 'private'])), undefined),
  archived: v.fallback(v.optional(v.boolean()), undefined),
});

// /content: the content sequence list (spec 2).
export const Route = createFileRoute('/_app/content/')({
  validateSearch: searchSchema,
  component: ContentListRoute,
});

function ContentListRoute() {
  const { me } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ContentListPage
      me={me}
      filters={{ client: search.client, status: search.status, owner: search.owner, shareStatus: search.share, archived: search.archived ?? false }}
      onFiltersChange={(f) =>
        void navigate({ search: { client: f.client, status: f.status as never, owner: f.owner, share: f.shareStatus as never, archived: f.archived || undefined }, replace: true })
      }
    />
  );
}
