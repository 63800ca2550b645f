import { Alert } from '@mantine/core';
import { useConnection } from '../../../data/react/use-connection';

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
