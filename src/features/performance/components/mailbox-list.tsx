import { Group, Text } from '@mantine/core';
import { WholeBadge } from './whole-badge';

export function MailboxList({ mailboxes }: { mailboxes: { id: number; email: string; status: string }[] }) {
  if (!mailboxes.length) return <Text size="sm" c="gray.7">No mailboxes yet</Text>;
  return (
    <Group gap={6} wrap="wrap">
      {mailboxes.map((m) => (
        <Group key={m.id} gap={4} wrap="nowrap">
          <Text size="xs">{m.email}</Text>
          <WholeBadge color={m.status === 'connected' ? 'green' : 'red'}>{m.status}</WholeBadge>
        </Group>
      ))}
    </Group>
  );
}
