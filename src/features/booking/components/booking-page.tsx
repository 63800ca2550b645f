import { Stack, Text, Title } from '@mantine/core';
import { bookingOrigin } from '../../../domain/meetings/booking-origin';
import { BookingFlow } from './booking-flow';
import { useQueuedBooking } from '../hooks/use-queued-booking';
import { QueuedBookings } from './queued-bookings';

export type BookingPageProps = {
  /** ?client=: the client to book for (and the reschedule's client). */
  client?: number;
  /** ?original=: the meeting being rescheduled. */
  original?: number;
  /** ?draft=: a queued booking the server sent back (its temporary id), picked up again. */
  draft?: number;
};

/** /meeting/new: the booking form on its own page (the header's shortcut). */
export function BookingPage({ client, original, draft }: BookingPageProps) {
  const origin = bookingOrigin({ draft: draft === undefined ? null : String(draft), original });
  // Issue 16: followed live, so a refused booking discarded meanwhile (from
  // the sync panel, say) is no longer "sent back" here.
  const entry = useQueuedBooking(draft === undefined ? null : String(draft));
  const sentBack = draft !== undefined && (entry === undefined || entry?.status === 'failed');
  const heading = sentBack ? 'Finish a booking' : original ? 'Reschedule a meeting' : 'Book a meeting';
  return (
    <Stack maw={1040} gap="md">
      <div>
        <Title order={1} size="h2">
          {heading}
        </Title>
        <Text size="sm" c="dimmed">
          {sentBack
            ? 'The server sent this booking back. Your data is as you left it: answer the question, then book again.'
            : draft !== undefined && entry === null
              ? 'The booking the server sent back is no longer on this device. What the form holds is kept: book it again, or start over.'
              : 'Book a meeting for a prospect on behalf of a client. It works offline too: the booking is sent when you are back online.'}
        </Text>
      </div>
      <QueuedBookings exceptDraft={draft === undefined ? null : String(draft)} />
      {/* Keyed by origin: another address is another form. */}
      <BookingFlow key={JSON.stringify([origin, client ?? null])} origin={origin} clientId={client ?? null} />
    </Stack>
  );
}
