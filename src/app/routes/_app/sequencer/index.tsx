import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { profileStatuses } from '../../../../domain/sequencer/profile-statuses';
import { ProfileListPage } from '../../../../features/sequencer/components/profile-list-page';
import { StaffOnly } from '../../../../features/sequencer/components/staff-only';
import { staffOnly } from '../../../guards/staff-only';

const idSearch = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1));

const searchSchema = v.object({
  client: v.fallback(v.optional(idSearch), undefined),
  // Spec 7: status=all by default.
  status: v.fallback(v.optional(v.picklist(['all', ...profileStatuses])), undefined),
});

export const Route = createFileRoute('/_app/sequencer/')({
  beforeLoad: staffOnly,
  validateSearch: searchSchema,
  component: SequencerRoute,
});

function SequencerRoute() {
  const { me } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StaffOnly isGuest={me.isGuest}>
      <ProfileListPage
        me={me}
        clientId={search.client ?? null}
        status={search.status ?? 'all'}
        onSearch={(next) => void navigate({ search: { client: next.client, status: next.status === 'all' ? undefined : next.status }, replace: true })}
      />
    </StaffOnly>
  );
}
