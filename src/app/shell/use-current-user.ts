import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../data/db/app-db-instance';
import { storedUser } from '../../data/session/session';
import { knownUser } from '../known-user';

/**
 * The signed-in user from the mirror (live: role changes show at once).
 * Until the live read answers, the user the router's session check found:
 * the frame and the screen then render in the app's first render (a
 * transition, in slices: main.tsx), not in a second, unsliced one when the
 * read answers.
 */
export function useCurrentUser() {
  return useLiveQuery(() => storedUser(appDb()), [], knownUser() ?? undefined);
}
