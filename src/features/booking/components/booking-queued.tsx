import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { PendingMark } from '../../../ui/pending-mark';
import { useQueuedBooking } from '../hooks/use-queued-booking';

type Props = {
  tempId: number;
  summary: string;
  clientName: string;
  prospect: string;
  onBookAnother: () => void;
  onClose?: () => void;
};

/** A booking kept on this device until the outbox sends it, followed live. */
export function BookingQueued({ tempId, summary, clientName, prospect, onBookAnother, onClose }: Props) {
  const entry = useQueuedBooking(String(tempId));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const gone = entry === null;
  const failed = entry?.status === 'failed';
  return (
    <Stack gap="md" data-testid="booking-queued">
      <Group gap="sm">
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          {gone ? 'Meeting booked' : failed ? 'The booking needs you' : 'Booking saved on this device'}
        </Title>
        {!gone && !failed && <PendingMark />}
      </Group>
      <Alert color={gone ? 'green' : failed ? 'red' : 'orange'} variant="light" role="status">
        <Stack gap={4}>
          <Text fw={600}>{summary}</Text>
          <Text size="sm">
            {prospect} with {clientName}.{' '}
            {gone
              ? 'It reached the server and is in the pipeline.'
              : failed
                ? entry.lastError
                : 'It is sent as soon as you are back online; the invite and survey go out then. You can keep working.'}
          </Text>
          {failed && (
            <Anchor renderRoot={(props) => <Link {...props} to="/meeting/new" search={{ draft: tempId }} />} fw={600} size="sm">
              Open the booking
            </Anchor>
          )}
        </Stack>
      </Alert>
      <Group justify="flex-end" gap="sm">
        {onClose && (
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        )}
        <Button onClick={onBookAnother}>Book another meeting</Button>
      </Group>
    </Stack>
  );
}
