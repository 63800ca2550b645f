import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type FormEvent } from 'react';
import { BookingClientFields } from './booking-client-fields';
import { BookingInviteFields } from './booking-invite-fields';
import { BookingProspectFields } from './booking-prospect-fields';
import { BookingTimeFields } from './booking-time-fields';
import type { BookingFlow } from './use-booking-flow';

const savedAt = (time: number) => new Date(time).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Step 1 of the booking (spec 2): the form. */
export function BookingForm({ flow }: { flow: BookingFlow }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { formError, busy, attempt } = flow;

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
              <Text size="sm">What you typed on {savedAt(flow.restoredAt)} was kept on this device.</Text>
              <Button size="compact-sm" variant="light" onClick={() => void flow.reset()}>
                Start over
              </Button>
            </Group>
          </Alert>
        )}
        <BookingClientFields flow={flow} />
        <BookingProspectFields flow={flow} />
        <BookingTimeFields flow={flow} />
        <BookingInviteFields flow={flow} />
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
