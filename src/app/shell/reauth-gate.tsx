import { ReauthModal } from '../../features/auth/reauth-modal';
import { useOutboxSummary } from '../../features/sync/hooks/use-outbox';
import { useSyncState } from '../../data/react/use-sync-state';

/**
 * The sign-in-again modal, subscribed on its own: the sync state changes with
 * every page of a sync, and only this small component should render again.
 * Nothing of the modal is mounted until the session has ended: a closed
 * Mantine modal still runs its hooks, and with the outbox's count it read,
 * it was some 10 ms of the shell's first render after a sign-in, in the task
 * that is the longest of a first sync (decision 0057).
 */
export function ReauthGate({ email }: { email: string }) {
  const { authRequired } = useSyncState();
  return authRequired ? <OpenReauthModal email={email} /> : null;
}

function OpenReauthModal({ email }: { email: string }) {
  const { waiting } = useOutboxSummary();
  return <ReauthModal opened email={email} waiting={waiting} />;
}
