import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { OutboxEntry } from '../../../data/db/outbox-types';
import { editStateWords } from '../../../domain/sync/sync-words';
import { useQueuedBookings } from '../hooks/use-queued-bookings';

// The words every sync surface uses (domain/sync/sync-words.ts).
const badgeColor: Record<OutboxEntry['status'], string> = { pending: 'orange', sending: 'blue', failed: 'red', conflict: 'red' };

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
            <Badge color={badgeColor[e.status]} variant="light" style={{ flexShrink: 0 }}>
              {editStateWords[e.status]}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
