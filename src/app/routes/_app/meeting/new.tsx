import { Alert, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

// Until the booking form lands (issue 4), this says so plainly.
export const Route = createFileRoute('/_app/meeting/new')({
  component: () => (
    <Stack maw={640}>
      <Title order={1} size="h2">
        Book a meeting
      </Title>
      <Alert color="blue" title="Coming next">
        The booking form is being built. Until it ships, meetings are booked in the previous tool.
      </Alert>
    </Stack>
  ),
});
