import { Alert, Button, Group, Skeleton, Stack, Text, type StyleProp } from '@mantine/core';
import { useEffect, useRef, type FormEvent } from 'react';
import { BookingClientFields } from './booking-client-fields';
import { BookingInviteFields } from './booking-invite-fields';
import { BookingProspectFields } from './booking-prospect-fields';
import { BookingTimeFields } from './booking-time-fields';
import { useStagedReveal } from '../../../ui/use-staged-reveal';
import { formatShortMoment } from '../../../domain/time/short-dates';
import type { BookingFlow } from '../hooks/use-booking-flow';

/**
 * Holds a fieldset's place for the moment before it appears, so nothing
 * below jumps: each fieldset's height as measured at a phone's (412 px), a
 * tablet's (768) and a laptop's (1280) width.
 */
function FieldsetPlaceholder({ h }: { h: StyleProp<number> }) {
  return <Skeleton h={h} radius="md" aria-hidden />;
}
const placeholderHeights = {
  client: { base: 437, sm: 259 },
  prospect: { base: 649, sm: 358 },
  time: { base: 332, sm: 186, lg: 113 },
  invite: { base: 663, sm: 530, lg: 516 },
} satisfies Record<string, StyleProp<number>>;

/** Step 1 of the booking (spec 2): the form. */
export function BookingForm({ flow }: { flow: BookingFlow }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { formError, busy, attempt } = flow;
  const clientName = flow.clients.clients.find((c) => c.id === flow.values.client)?.name ?? 'this client';
  // The four fieldsets appear one after another, each in its own short
  // task, the first one too: signing in lands here, and the frame's render
  // with the client's fields in it was the first sync's longest task.
  const shown = useStagedReveal(5);

  // After a refused submit, take the rep to the first field that needs them.
  useEffect(() => {
    if (!attempt || !formRef.current) return;
    const field = formRef.current.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
  }, [attempt]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void flow.submit();
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={flow.isReschedule ? 'Reschedule a meeting' : 'Book a meeting'}>
      <Stack gap="md">
        {!flow.online && (
          <Alert color="orange" title="You are offline" role="status">
            <Text size="sm">
              The form works from what this device has synced. Your booking is kept here and sent as soon as you are back online.
            </Text>
          </Alert>
        )}
        {flow.restoredAt !== null && (
          <Alert color="blue" title="Your unsent booking is back" role="status">
            <Group justify="space-between" gap="xs">
              <Text size="sm">What you typed on {formatShortMoment(flow.restoredAt)} was kept on this device.</Text>
              <Button size="compact-sm" variant="light" onClick={() => void flow.reset()}>
                Start over
              </Button>
            </Group>
          </Alert>
        )}
        {shown > 1 ? <BookingClientFields flow={flow} /> : <FieldsetPlaceholder h={placeholderHeights.client} />}
        {shown > 2 ? <BookingProspectFields flow={flow} /> : <FieldsetPlaceholder h={placeholderHeights.prospect} />}
        {shown > 3 ? <BookingTimeFields flow={flow} /> : <FieldsetPlaceholder h={placeholderHeights.time} />}
        {shown > 4 ? <BookingInviteFields flow={flow} /> : <FieldsetPlaceholder h={placeholderHeights.invite} />}
        {/* The do-not-email answer comes a moment after the email: shown here, by the
            button it is about, it moves nothing the rep may be using above (a date
            picker whose field was pushed out of view closed under them). */}
        {flow.checks.dne && (
          <Alert color="orange" title="Domain on the do-not-email list" role="status">
            <Text size="sm">
              {flow.checks.dne.domain} is on {clientName}’s do-not-email list. You will be asked to confirm before the meeting is booked.
            </Text>
          </Alert>
        )}
        {formError && (
          <Alert color="red" title="The meeting is not booked yet" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {!flow.online && (
            <Text size="sm" c="dimmed">
              Offline: it will be queued.
            </Text>
          )}
          <Button type="submit" loading={busy} size="md">
            {flow.isReschedule ? 'Reschedule meeting' : 'Book meeting'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
