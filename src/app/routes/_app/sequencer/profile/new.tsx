import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { bookButton } from '../../../../../features/sequencer/components/profile-page';
import { ProfileCreate } from '../../../../../features/sequencer/components/profile-create';
import { StaffOnly } from '../../../../../features/sequencer/components/staff-only';
import { useBookingLauncher } from '../../../../shell/booking-launcher';
import { staffOnly } from '../../../../guards/staff-only';

const idSearch = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1));

// /sequencer/profile/new?client={id}: create mode (spec 2).
export const Route = createFileRoute('/_app/sequencer/profile/new')({
  beforeLoad: staffOnly,
  validateSearch: v.object({ client: v.fallback(v.optional(idSearch), undefined) }),
  component: NewProfileRoute,
});

function NewProfileRoute() {
  const { me } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const clientId = search.client ?? null;
  // The booking modal over the page (spec 2), for this profile's client.
  const booking = useBookingLauncher(me, clientId);
  return (
    <StaffOnly isGuest={me.isGuest}>
      <ProfileCreate
        clientId={clientId}
        onClientChange={(id) => void navigate({ search: { client: id ?? undefined }, replace: true })}
        // Spec 2: after the first save the address becomes the profile's, in view mode, and saved filter parameters are cleared.
        onCreated={(id) => void navigate({ to: '/sequencer/profile/$id', params: { id: String(id) }, search: {}, replace: true })}
        onCancel={() => void navigate({ to: '/sequencer', search: { client: clientId ?? undefined } })}
        bookButton={bookButton(booking.onBook)}
      />
      {booking.modal}
    </StaffOnly>
  );
}
