import type { Client } from './client-types';

// The clients GET /api/clients?meetings=1 lists: not paused, not churned.
// Offline the form filters the mirrored clients the same way.
export const bookableClientStatuses: readonly string[] = ['active', 'onboarding'];

export function isBookableClient(client: Pick<Client, 'status'>): boolean {
  return bookableClientStatuses.includes(client.status);
}
