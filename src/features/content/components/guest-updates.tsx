import { Card, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../data/db/app-db-instance';
import { SafeHtml } from '../../../ui/safe-html';

/**
 * A client contact has no header bell (spec 2 and 6: the bell is for
 * staff); the agency's notes to them (sequences ready for review) show
 * here, from their mirrored notifications.
 */
export function GuestUpdates() {
  const notes = useLiveQuery(async () => (await appDb().notifications.toArray()).sort((a, b) => String(b.notification.createdAt).localeCompare(String(a.notification.createdAt))).slice(0, 5), []);
  if (!notes?.length) return null;
  return (
    <Card withBorder p="sm" data-testid="guest-updates">
      <Title order={2} size="h5" mb="xs">
        Updates from your agency
      </Title>
      <Stack gap={6}>
        {notes.map((n) => (
          <Text key={n.id} size="sm">
            <SafeHtml html={n.notification.text} /> <Text span size="xs" c="dimmed">{new Date(n.notification.createdAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}</Text>
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
