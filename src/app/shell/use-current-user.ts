import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../data/db/app-db-instance';
import { storedUser } from '../../data/session/session';

/** The signed-in user from the mirror (live: role changes show at once). */
export function useCurrentUser() {
  return useLiveQuery(() => storedUser(appDb()), []);
}
