import { appDb } from '../../data/db/app-db-instance';
import { pendingEditCount } from '../../data/session/local-data';
import { signOut } from '../../data/session/session';

export const countUnsentEdits = () => pendingEditCount(appDb());
export const signOutAndWipe = () => signOut(appDb());
