import { Alert, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { formatCallDuration } from '../../../domain/tasks/call-record';
import { formatShortMoment } from '../../../domain/time/short-dates';
import { useCallHistory } from '../hooks/use-call-history';

/** The task's call history (online; offline the last copy kept, or a plain "unavailable"). */
export function CallHistory({ taskId, version }: { taskId: number; version: number }) {
  const history = useCallHistory(taskId, version);
  return (
    <Stack gap="xs" component="section" aria-labelledby="call-history-title">
      <Group gap="xs">
        <Text id="call-history-title" component="h3" fw={600} size="sm" m={0}>
          Call history
        </Text>
        {history.status === 'ready' && history.fromCache && (
          <Badge size="xs" color="orange" variant="dot">
            saved copy
          </Badge>
        )}
      </Group>
      {history.status === 'loading' && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Loading call history…
          </Text>
        </Group>
      )}
      {history.status === 'unavailable' && (
        <Alert color="gray" variant="light" p="xs" data-testid="call-history-unavailable">
          Call history is unavailable offline. It loads again when you are back online.
        </Alert>
      )}
      {history.status === 'error' && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {history.message}
        </Alert>
      )}
      {history.status === 'ready' && (
        <>
          {history.fromCache && (
            <Text size="xs" c="dimmed">
              You are offline: this is the history as last loaded on this device.
            </Text>
          )}
          {history.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              No calls logged yet.
            </Text>
          ) : (
            <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }} data-testid="call-history">
              {history.data.map((call) => (
                <li key={call.id}>
                  <Text size="sm">
                    <Text span fw={600}>
                      {call.outcome ?? 'No outcome'}
                    </Text>{' '}
                    · {formatShortMoment(call.calledAt)} · {formatCallDuration(call.durationSeconds)}
                    {call.user ? ` · ${call.user.name}` : ''}
                  </Text>
                  {call.notes && (
                    <Text size="xs" c="dimmed">
                      {call.notes}
                    </Text>
                  )}
                </li>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
