import { createFileRoute } from '@tanstack/react-router';
import { MeetingsPage } from '../../../features/pipeline/components/meetings-page';
import { meetingFilterOf, meetingsSearchSchema, type MeetingsSearch } from '../../../domain/meetings/meetings-search';
import { benchMark } from '../../../ui/bench-marks';
import { useBookingLauncher } from '../../shell/booking-launcher';
import { staffOnly } from '../../guards/staff-only';

export const Route = createFileRoute('/_app/meetings')({
  validateSearch: meetingsSearchSchema,
  // Guests see meetings on their own client's overview.
  beforeLoad: staffOnly,
  loaderDeps: ({ search: { view, client, rep, from, to, deleted } }) => ({ view, client, rep, from, to, deleted }),
  // The board's first cards are read ahead of its first render: when the
  // rep points at (or touches) a link to it, when the page is idle elsewhere
  // in the app (BoardReadAhead), and when the board is entered, while its
  // code loads (a page load or a first visit). Then they show in the board's
  // first render (column-head-cache); reads of cards already kept are skipped.
  loader: ({ cause, deps }) => {
    if (cause === 'stay' || (deps.view ?? 'pipeline') !== 'pipeline') return;
    void import('../../../features/pipeline/hooks/column-head-cache')
      .then((m) => m.warmColumnHeads(meetingFilterOf(deps)))
      // For the tests and the bench: the first cards are ready.
      .then(() => benchMark('board-read-ahead'))
      .catch(() => {});
  },
  // Each intent reads again what a write has made the board forget since (cheap when nothing was).
  preloadStaleTime: 0,
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
