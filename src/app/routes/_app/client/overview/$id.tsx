import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ClientOverview } from '../../../../../features/client-overview/components/client-overview';
import { ClientMeetingsPanel } from '../../../../../features/pipeline/components/client-meetings-panel';
import { meetingsViewSearch, type MeetingsSearch } from '../../../../../domain/meetings/meetings-search';
import { useBookingLauncher } from '../../../../shell/booking-launcher';
import { can } from '../../../../../domain/access/permissions';

const searchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(['meetings', 'content', 'performance'])), undefined),
  month: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))), undefined),
  strategy: v.fallback(v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1))), undefined),
  ...meetingsViewSearch,
});

// /client/overview/{id}: the numeric client id is the last path segment (spec 2).
export const Route = createFileRoute('/_app/client/overview/$id')({
  validateSearch: searchSchema,
  component: ClientOverviewRoute,
});

function ClientOverviewRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const { me } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const onSearch = (patch: Record<string, unknown>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  // The address holds the client; a bad id books with no client chosen.
  const booking = useBookingLauncher(me, /^\d+$/.test(id) ? Number(id) : null);
  return (
    <>
      <ClientOverview
        idParam={id}
        viewer={{ isGuest: me.isGuest, clientId: me.clientId, canEdit: !me.isGuest && can(me, 'edit-clients') }}
        tab={search.tab ?? 'meetings'}
        month={search.month}
        strategy={search.strategy}
        onSearch={onSearch}
        renderMeetings={(clientId) => (
          <ClientMeetingsPanel
            clientId={clientId}
            search={search}
            onSearch={(patch: Partial<MeetingsSearch>) => onSearch(patch)}
            readOnly={me.isGuest}
            onBook={booking.onBook}
            onReschedule={booking.onReschedule}
          />
        )}
      />
      {booking.modal}
    </>
  );
}
