import { Stack, Text, Title } from '@mantine/core';
import { bookingOrigin } from '../../../domain/meetings/booking-origin';
import { BookingFlow } from './booking-flow';
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
  const heading = draft ? 'Finish a booking' : original ? 'Reschedule a meeting' : 'Book a meeting';
  return (
    <Stack maw={1040} gap="md">
      <div>
        <Title order={1} size="h2">
          {heading}
        </Title>
        <Text size="sm" c="dimmed">
          {draft
            ? 'The server sent this booking back. Your data is as you left it: answer the question, then book again.'
            : 'Book a meeting for a prospect on behalf of a client. It works offline too: the booking is sent when you are back online.'}
        </Text>
      </div>
      <QueuedBookings exceptDraft={draft === undefined ? null : String(draft)} />
      {/* Keyed by origin: another address is another form. */}
      <BookingFlow key={JSON.stringify([origin, client ?? null])} origin={origin} clientId={client ?? null} />
    </Stack>
  );
}
