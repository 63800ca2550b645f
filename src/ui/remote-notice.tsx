import { Alert, Group, Loader, Text } from '@mantine/core';

/** What a screen knows of an online read (src/data/react's Remote has this shape). */
export type RemoteNoticeState = { data: unknown; error: string | null; offline: boolean; fromCache: boolean };

/**
 * The states of an online read beside what it shows: loading, never seen on
 * this device and offline, a failure, or the last copy kept for offline
 * reading (so a rep knows the figures may be old). `what` is a plural noun.
 */
export function RemoteNotice({ remote, what }: { remote: RemoteNoticeState; what: string }) {
  if (remote.data === undefined) {
    if (remote.error) {
      return (
        <Alert color={remote.offline ? 'gray' : 'red'} variant="light" role={remote.offline ? 'status' : 'alert'} title={remote.offline ? 'Offline' : `The ${what} did not load`}>
          {remote.offline ? `The ${what} need a connection the first time; after that the last copy is kept for offline reading.` : remote.error}
        </Alert>
      );
    }
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">Loading the {what}…</Text>
      </Group>
    );
  }
  if (remote.fromCache || (remote.error && remote.offline)) {
    return (
      <Text size="sm" c="orange.9" role="status" data-testid="from-cache">
        Offline: showing the {what} as last seen on this device.
      </Text>
    );
  }
  if (remote.error) {
    return (
      <Text size="sm" c="red.9" role="alert">
        The {what} could not be refreshed: {remote.error}
      </Text>
    );
  }
  return null;
}
