import { ReauthModal } from '../../features/auth/reauth-modal';
import { useOutboxSummary } from '../../features/sync/hooks/use-outbox';
import { useSyncState } from '../../data/react/use-sync-state';

/**
 * The sign-in-again modal, subscribed on its own: the sync state changes with
 * every page of a sync, and only this small component should render again.
 */
export function ReauthGate({ email }: { email: string }) {
  const { authRequired } = useSyncState();
  const { waiting } = useOutboxSummary();
  return <ReauthModal opened={authRequired} email={email} waiting={waiting} />;
}
