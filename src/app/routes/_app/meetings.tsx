import { createFileRoute, redirect } from '@tanstack/react-router';
import { MeetingsPage } from '../../../features/pipeline/meetings-page';
import { meetingsSearchSchema, type MeetingsSearch } from '../../../features/pipeline/meetings-search';
import { useBookingLauncher } from '../../shell/booking-launcher';

export const Route = createFileRoute('/_app/meetings')({
  validateSearch: meetingsSearchSchema,
  // Guests see meetings on their own client's overview.
  beforeLoad: ({ context }) => {
    if (context.me.isGuest) throw redirect({ to: '/home', replace: true });
  },
  component: MeetingsRoute,
});

function MeetingsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { me } = Route.useRouteContext();
  // A new booking starts with the client the board is filtered to.
  const booking = useBookingLauncher(me, search.client ?? null);
  const onSearch = (patch: Partial<MeetingsSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  return (
    <>
      <MeetingsPage search={search} onSearch={onSearch} onBook={booking.onBook} onReschedule={booking.onReschedule} />
      {booking.modal}
    </>
  );
}
