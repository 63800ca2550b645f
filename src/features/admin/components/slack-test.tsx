import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { SlackPost } from '../../../domain/teams/team-schema';
import { useConnection } from '../../../data/react/use-connection';
import { testTeamWebhook } from '../commands/test-team-webhook';
import { useSlackPosts } from '../hooks/use-slack-posts';
import { writeFailure } from './form-errors';

const statusOf = (p: SlackPost) =>
  p.status === 'queued'
    ? { color: 'blue', text: 'Sending…' }
    : p.status === 'failed'
      ? { color: 'red', text: 'Failed' }
      : p.transport === 'sandbox'
        ? { color: 'grape', text: 'Recorded (sandbox)' }
        : { color: 'green', text: 'Sent' };

/** "Send a test message" and the team's recent posts with their outcome. */
export function SlackTest({ teamId, hasWebhook }: { teamId: number; hasWebhook: boolean }) {
  const online = useConnection();
  const [epoch, setEpoch] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const posts = useSlackPosts(teamId, epoch);

  async function send() {
    setBusy(true);
    setError(null);
    try {
      await testTeamWebhook(teamId);
      setEpoch((e) => e + 1);
    } catch (e) {
      const failure = writeFailure(e);
      setError(failure.fields.slackWebhookUrl ?? failure.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs" component="section" aria-label="Slack">
      <Group justify="space-between">
        <Text fw={600} size="sm" component="h3" m={0}>
          Slack
        </Text>
        <Button size="xs" variant="light" onClick={() => void send()} loading={busy} disabled={!online || !hasWebhook}>
          Send a test message
        </Button>
      </Group>
      {!hasWebhook && (
        <Text size="xs" c="dimmed">
          Save a webhook URL to send a test message.
        </Text>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Recent Slack posts" data-testid="slack-posts">
        {(posts.data ?? []).slice(0, 5).map((p) => {
          const s = statusOf(p);
          return (
            <Group key={p.id} component="li" gap="xs" wrap="nowrap" align="flex-start">
              <Badge color={s.color} variant="light" c="dark.9" style={{ flexShrink: 0 }}>
                {s.text}
              </Badge>
              <Text size="xs">
                {p.kind === 'test' ? 'Test: ' : 'Booking: '}
                {p.text}
                {p.error ? ` — ${p.error}` : ''}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
