import { Card, Stack, Text, Title } from '@mantine/core';
import { SafeHtml } from '../../../ui/safe-html';
import { useGuestUpdates } from '../hooks/use-guest-updates';

/**
 * A client contact has no header bell (spec 2 and 6: the bell is for
 * staff); the agency's notes to them (sequences ready for review) show
 * here, from their mirrored notifications.
 */
export function GuestUpdates() {
  const notes = useGuestUpdates();
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
