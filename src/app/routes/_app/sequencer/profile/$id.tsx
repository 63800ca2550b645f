import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { ProfilePage } from '../../../../../features/sequencer/components/profile-page';
import { StaffOnly } from '../../../../../features/sequencer/components/staff-only';
import { NotFound } from '../../../../shell/not-found';
import { useBookingLauncher } from '../../../../shell/booking-launcher';
import { staffOnly } from '../../../../guards/staff-only';

// /sequencer/profile/{id}: a profile opened by id is in view mode (spec 2).
export const Route = createFileRoute('/_app/sequencer/profile/$id')({
  beforeLoad: staffOnly,
  // The profile is asked for while the page's code loads, not once it is drawn.
  loader: ({ params, cause }) => {
    if (cause === 'stay' || !/^[1-9]\d{0,9}$/.test(params.id)) return;
    void import('../../../../../features/sequencer/hooks/use-profile').then((m) => m.askProfileAhead(Number(params.id))).catch(() => {});
  },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { id } = Route.useParams();
  const { me } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const [clientId, setClientId] = useState<number | null>(null);
  // The booking modal over the profile page, for the profile's client (spec 2).
  const booking = useBookingLauncher(me, clientId);
  if (!/^[1-9]\d{0,9}$/.test(id)) return <NotFound />;
  return (
    <StaffOnly isGuest={me.isGuest}>
      <ProfilePage
        key={id}
        me={me}
        id={Number(id)}
        onClient={setClientId}
        onBook={booking.onBook}
        onOpen={(cloneId) => void navigate({ to: '/sequencer/profile/$id', params: { id: String(cloneId) } })}
      />
      {booking.modal}
    </StaffOnly>
  );
}
