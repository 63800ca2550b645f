import { Alert, Loader } from '@mantine/core';
import type { Remote } from '../../../data/react/use-async';

/** Loading, offline and error states of an online-only read; null once there is data. */
export function RemoteState({ remote, what }: { remote: Remote<unknown>; what: string }) {
  if (remote.data !== undefined) return null;
  if (remote.error) {
    return (
      <Alert color={remote.offline ? 'gray' : 'red'} title={remote.offline ? 'Offline' : `The ${what} did not load`}>
        {remote.offline ? `The ${what} need a connection the first time; after that the last copy is kept for offline reading.` : remote.error}
      </Alert>
    );
  }
  return <Loader role="status" aria-label={`Loading the ${what}`} />;
}
