import { Card, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from '../../data/react/use-live-query';
import { appDb } from '../../data/db/app-db-instance';
import { useCurrentUser } from './use-current-user';

/** A client contact's start page: their company as the agency holds it. */
export function GuestHome() {
  const me = useCurrentUser();
  const client = useLiveQuery(() => (me?.clientId ? appDb().clients.get(me.clientId) : undefined), [me?.clientId]);
  return (
    <Stack maw={640}>
      <Title order={1} size="h2">
        Welcome{me ? `, ${me.name}` : ''}
      </Title>
      {client ? (
        <Card withBorder>
          <Text fw={600}>{client.name}</Text>
          <Text size="sm" c="dimmed">
            Status: {client.status}
            {client.industry ? ` · ${client.industry}` : ''}
          </Text>
        </Card>
      ) : (
        <Text c="dimmed">Your company's details appear here once this device has synced.</Text>
      )}
    </Stack>
  );
}
