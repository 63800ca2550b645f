import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { OutboxEntry } from '../../../data/db/outbox-types';
import { useQueuedBookings } from '../hooks/use-queued-bookings';

const badge: Record<OutboxEntry['status'], { text: string; color: string }> = {
  pending: { text: 'waiting to be sent', color: 'orange' },
  sending: { text: 'sending', color: 'blue' },
  failed: { text: 'needs your action', color: 'red' },
  conflict: { text: 'needs your action', color: 'red' },
};

/**
 * Bookings made on this device that the server has not taken yet: waiting
 * ones, and refused ones with the way back to the form (issue 4).
 */
export function QueuedBookings({ exceptDraft }: { exceptDraft?: string | null }) {
  const entries = useQueuedBookings().filter((e) => e.entityId !== exceptDraft);
  if (!entries.length) return null;
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="queued-bookings-title" data-testid="queued-bookings">
      <Title order={2} size="h5" id="queued-bookings-title" mb="xs">
        Bookings on this device
      </Title>
      <Stack gap="xs">
        {entries.map((e) => (
          <Group key={e.seq} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm">{e.label}</Text>
              {e.status === 'failed' && (
                <Text size="xs" c="red.8">
                  {e.lastError}
                </Text>
              )}
              {e.status === 'failed' && (
                <Anchor renderRoot={(props) => <Link {...props} to="/meeting/new" search={{ draft: Number(e.entityId) }} />} size="sm" fw={600}>
                  {e.resume?.label ?? 'Open the booking'}
                </Anchor>
              )}
            </Stack>
            <Badge color={badge[e.status].color} variant="light" style={{ flexShrink: 0 }}>
              {badge[e.status].text}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
