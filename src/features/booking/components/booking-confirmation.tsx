import { Alert, Button, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { BookingResult } from '../../../domain/meetings/booking-result';
import { CheckIcon } from '../../../ui/icons';

type Props = {
  result: BookingResult;
  clientName: string;
  prospect: string;
  onBookAnother: () => void;
  onClose?: () => void;
};

const sentLine = (sent: boolean, what: string) => (sent ? `${what}: sent` : `${what}: not sent`);

/** Step 2 (spec 2): the summary label and what was sent. */
export function BookingConfirmation({ result, clientName, prospect, onBookAnother, onClose }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers land on the news, not on a vanished button.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md" data-testid="booking-confirmation">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color="green" radius="xl" size="lg" aria-hidden="true">
          <CheckIcon size={18} />
        </ThemeIcon>
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          Meeting booked
        </Title>
      </Group>
      <Alert color="green" variant="light">
        <Stack gap={4}>
          <Text fw={600} data-testid="booking-summary">
            {result.summary}
          </Text>
          <Text size="sm">
            {prospect} with {clientName}. It is in the pipeline as {result.meeting.status}.
          </Text>
        </Stack>
      </Alert>
      <List size="sm" spacing={4} aria-label="What was sent">
        <List.Item>{sentLine(result.sent.invite, 'Meeting invite')}</List.Item>
        <List.Item>{sentLine(result.sent.survey, 'Client survey')}</List.Item>
      </List>
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
