import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { MeetingsPage } from '../../../features/pipeline/components/meetings-page';
import { meetingFilterOf, meetingsSearchSchema, type MeetingsSearch } from '../../../domain/meetings/meetings-search';
import { useBookingLauncher } from '../../shell/booking-launcher';
import { staffOnly } from '../../guards/staff-only';
import { warmColumnHeadsWithin } from '../../../features/pipeline/hooks/column-head-cache';

// Longer than seven head reads take on a busy device (tens of ms when quiet);
// short enough that a read stuck behind a first sync's write does not hold the click.
const headsWithinMs = 1_000;
// A filter changed on the board enters the route again; the board shown
// keeps its cards until the new filter's are read (use-column-meetings), so
// that navigation must not wait: the filter's own control would lag.
let boardShown = false;

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
  // The route waits for that read (it runs beside the code's load), for at
  // most `headsWithinMs`: on a busy device the code can load first. The
  // read's module comes with the app's first code (a few KB), not on the
  // click: imported then, it was a round trip through the service worker
  // (15-35 ms on a busy page) before the first read could begin.
  loader: async ({ cause, deps }) => {
    if (cause === 'stay' || (deps.view ?? 'pipeline') !== 'pipeline') return;
    const read = warmColumnHeadsWithin(meetingFilterOf(deps), headsWithinMs).catch(() => {});
    if (!boardShown) await read;
  },
  // Each intent reads again what a write has made the board forget since (cheap when nothing was).
  preloadStaleTime: 0,
  component: MeetingsRoute,
});

function MeetingsRoute() {
  useEffect(() => {
    boardShown = true;
    return () => void (boardShown = false);
  }, []);
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
