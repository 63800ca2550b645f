import { Alert, Group, Loader, Text } from '@mantine/core';
import { useConnection } from '../../../data/react/use-connection';
import type { Remote } from '../../../data/react/use-remote';

/** Admin writes need a connection (issue 22): said plainly, before anyone fills a form in vain. */
export function ConnectionNotice() {
  const online = useConnection();
  if (online) return null;
  return (
    <Alert color="orange" variant="light" title="You are offline" role="status">
      You can read the last copy of these screens, but changes here need a connection.
    </Alert>
  );
}

/** Loading, a failure, or a copy kept from before (offline) of an online read. */
export function RemoteNotice({ remote, what }: { remote: Pick<Remote<unknown>, 'data' | 'loading' | 'error' | 'offline' | 'fromCache'>; what: string }) {
  if (remote.loading && remote.data === undefined) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">Loading {what}…</Text>
      </Group>
    );
  }
  if (remote.error && remote.data === undefined) {
    return (
      <Alert color={remote.offline ? 'gray' : 'red'} variant="light" role={remote.offline ? 'status' : 'alert'}>
        {remote.offline ? `The ${what} were not seen on this device before; they need a connection.` : remote.error}
      </Alert>
    );
  }
  if (remote.fromCache || (remote.error && remote.offline)) {
    return (
      <Text size="sm" c="dimmed" role="status">
        Last seen copy of the {what}, offline.
      </Text>
    );
  }
  return null;
}
