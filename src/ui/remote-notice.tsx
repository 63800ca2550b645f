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
    if (remote.error) return <ReadFailed error={remote.error} offline={remote.offline} what={what} />;
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

/**
 * A read that has nothing to show: offline and never kept on this device (a
 * plain word on what to do, not the browser's "Failed to fetch"), or the
 * server's error. `what` is a plural noun.
 */
export function ReadFailed({ error, offline, what }: { error: string | null; offline: boolean; what: string }) {
  return (
    <Alert color={offline ? 'gray' : 'red'} variant="light" role={offline ? 'status' : 'alert'} title={offline ? 'Offline' : `The ${what} did not load`}>
      {offline ? `The ${what} need a connection the first time; after that the last copy is kept for offline reading.` : error}
    </Alert>
  );
}
