import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <Center mih="60vh" component="main">
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed">There is nothing at this address.</Text>
        <Button component={Link} to="/">
          Go to the start page
        </Button>
      </Stack>
    </Center>
  );
}
