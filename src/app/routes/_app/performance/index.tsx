import { createFileRoute } from '@tanstack/react-router';
import { searchFromView, viewFromSearch, performanceSearchSchema } from '../../../../domain/performance/performance-search';
import { PerformancePage } from '../../../../features/performance/components/performance-page';
import { StaffOnlyNotice } from '../../../../features/performance/components/staff-only-notice';
import { useBookingLauncher } from '../../../shell/booking-launcher';
import { staffOnly } from '../../../guards/staff-only';

// Spec 2: the sequence performance panel; its view (filters, page, sort) is the address.
export const Route = createFileRoute('/_app/performance/')({
  beforeLoad: staffOnly,
  validateSearch: performanceSearchSchema,
  component: PerformanceRoute,
});

function PerformanceRoute() {
  const { me } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // The booking modal over the panel, for the chosen sequence's client (spec 2).
  const booking = useBookingLauncher(me);
  if (me.isGuest) return <StaffOnlyNotice />;
  return (
    <>
      <PerformancePage view={viewFromSearch(search)} onView={(view) => void navigate({ search: searchFromView(view) })} onBook={booking.onBookFor} />
      {booking.modal}
    </>
  );
}
