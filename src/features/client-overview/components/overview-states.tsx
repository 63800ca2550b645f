import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { OverviewClient } from '../hooks/use-overview-client';

const messages: Record<Exclude<OverviewClient['state'], 'ready' | 'loading'>, { title: string; text: string }> = {
  invalid: { title: 'Client not found', text: 'The address does not end with a client number. Check the link you followed.' },
  missing: { title: 'Client not found', text: 'There is no client with this number. It may have been removed.' },
  refused: { title: 'Not available', text: "You can only see your own company's overview." },
  offline: { title: 'Not on this device yet', text: 'This client has not synced to this device, and the server cannot be reached. Try again when online.' },
};

/** What the overview shows instead of a client: loading, or why there is none. */
export function OverviewState({ state }: { state: Exclude<OverviewClient['state'], 'ready'> }) {
  if (state === 'loading') {
    return (
      <Center mih="40vh">
        <Loader role="status" aria-label="Loading the client" />
      </Center>
    );
  }
  const m = messages[state];
  return (
    <Center mih="40vh">
      <Stack align="center" gap="sm" data-testid={`overview-${state}`}>
        <Title order={1} size="h2">
          {m.title}
        </Title>
        <Text c="gray.7" ta="center" maw={480}>
          {m.text}
        </Text>
        <Button component={Link} to="/">
          Go to the start page
        </Button>
      </Stack>
    </Center>
  );
}
