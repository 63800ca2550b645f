import type { ConnectionStatus } from '../meetings/booking-lookups';

/** Spec 9: poll the instance every 5 seconds after a sync request. */
export const syncPollMs = 5_000;

/**
 * Spec 4: Sync is enabled only when the selected mailbox is connected, or
 * when no single mailbox is selected (null: all of the profile's mailboxes).
 * A selected mailbox whose status is not known yet does not enable it.
 */
export function syncEnabled(selected: { status: ConnectionStatus | null | undefined } | null): boolean {
  if (selected === null) return true;
  return selected.status === 'connected';
}
