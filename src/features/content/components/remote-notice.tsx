import { Alert, Loader, Text } from '@mantine/core';
import type { Remote } from '../../../data/react/use-remote';

/** Loading, offline and failure states of an online read; "last seen" when the answer is the saved copy. */
export function RemoteNotice({ remote, what }: { remote: Remote<unknown>; what: string }) {
  if (remote.data !== undefined) {
    return remote.fromCache ? (
      <Text size="sm" c="orange.9" data-testid="from-cache">
        Offline: showing the {what} as last seen on this device.
      </Text>
    ) : null;
  }
  if (remote.error) {
    return (
      <Alert color={remote.offline ? 'gray' : 'red'} title={remote.offline ? 'Offline' : `The ${what} did not load`}>
        {remote.offline ? `The ${what} need a connection the first time; after that the last copy is kept for offline reading.` : remote.error}
      </Alert>
    );
  }
  return <Loader role="status" aria-label={`Loading the ${what}`} />;
}
