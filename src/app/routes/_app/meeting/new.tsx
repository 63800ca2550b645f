import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { BookingPage } from '../../../../features/booking/components/booking-page';
import { staffOnly } from '../../../guards/staff-only';

const id = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1));

// ?client=&original= reschedules; ?draft= reopens a queued booking the server refused.
const searchSchema = v.object({
  client: v.fallback(v.optional(id), undefined),
  original: v.fallback(v.optional(id), undefined),
  // A queued booking's temporary id (negative).
  draft: v.fallback(v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number))]), v.integer())), undefined),
});

export const Route = createFileRoute('/_app/meeting/new')({
  beforeLoad: staffOnly,
  validateSearch: searchSchema,
  component: MeetingNewRoute,
});

function MeetingNewRoute() {
  const search = Route.useSearch();
  return <BookingPage client={search.client} original={search.original} draft={search.draft} />;
}
