import { appDb } from '../../data/db/app-db-instance';
import { useSteadyLiveQuery } from '../../data/react/same-value';
import { storedUser } from '../../data/session/session';
import { knownUser } from '../../data/session/known-user';

/**
 * The signed-in user from the mirror (live: role changes show at once).
 * Until the live read answers, the user the router's session check found:
 * the frame and the screen then render in the app's first render (a
 * transition, in slices: main.tsx), not in a second, unsliced one when the
 * read answers. An answer that changes nothing (the user as the session
 * check found them, or read again after a write during a first sync) keeps
 * the object shown, so the whole frame does not render again for it.
 */
export function useCurrentUser() {
  return useSteadyLiveQuery(() => storedUser(appDb()), [], knownUser() ?? undefined);
}
