import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import * as v from 'valibot';

const searchSchema = v.object({ from: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(300))), undefined) });

// Where the staff-only guard (src/app/guards/staff-only.ts) sends a guest.
export const Route = createFileRoute('/_app/not-for-guests')({
  validateSearch: searchSchema,
  component: NotForGuests,
});

function NotForGuests() {
  const { from } = Route.useSearch();
  const { me } = Route.useRouteContext();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" data-testid="not-for-guests">
        <Title order={1}>Not available to client contacts</Title>
        <Text>
          {from ? (
            <>
              The page <Text span ff="monospace">{from}</Text> is for the agency’s staff.
            </>
          ) : (
            'This page is for the agency’s staff.'
          )}{' '}
          Your account shows your own company’s meetings and shared content.
        </Text>
        <div>
          {me.clientId !== null ? (
            <Button renderRoot={(props) => <Link {...props} to="/client/overview/$id" params={{ id: String(me.clientId) }} />}>
              Back to my company
            </Button>
          ) : (
            <Button renderRoot={(props) => <Link {...props} to="/content" />}>Back to content</Button>
          )}
        </div>
      </Stack>
    </Container>
  );
}
