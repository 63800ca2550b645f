import type { Me } from '../../domain/auth/me-schema';

// A module of its own, with no imports but a type: useCurrentUser reads it
// without importing the session module (and the sync engine behind it),
// which moved Rolldown's placement of shared chunks (decision 0042).
let known: Me | null = null;

/** The user the router's last session check found (app/session.ts sets it). */
export const knownUser = (): Me | null => known;

export function setKnownUser(user: Me | null): void {
  known = user;
}
