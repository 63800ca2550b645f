import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import type { LookupRow } from '../../../data/db/mirror-types';
import { knownUser } from '../../../data/session/known-user';
import { storedUser } from '../../../data/session/session';
import { bookableRoleSlugs } from '../../../domain/access/roles';
import { useRemote } from '../../../data/react/use-remote';
import { listUsers } from '../../../domain/users/user-endpoints';

export type BookingRep = { id: number; name: string };

/**
 * Spec 6: reps bookable for a meeting are the sdr, pdm, dso and ssdr roles
 * plus the current user. Online from GET /api/users; offline from the
 * mirrored users lookup and the signed-in user.
 */
export function useBookingReps(): { reps: BookingRep[]; me: BookingRep | null; loading: boolean } {
  const remote = useRemote(listUsers, { query: { roles: [...bookableRoleSlugs], 'include-me': true } });
  const local = useLiveQuery(async () => {
    const db = appDb();
    const [me, row] = await Promise.all([storedUser(db), db.lookups.get('users') as Promise<LookupRow<'users'> | undefined>]);
    const slugs: readonly string[] = bookableRoleSlugs;
    const staff = (row?.items ?? []).filter((u) => u.active !== false && u.roles.some((r) => slugs.includes(r.slug)));
    return { me: me ? { id: me.id, name: me.name } : null, staff };
  }, []);
  // Until the mirror's read answers, and whenever it finds no user, the user
  // the session check found: the form's rep defaults to them at once.
  // Waiting for the read, a form reloaded offline on a busy device kept an
  // empty rep, and its booking was refused with "Choose the rep who booked
  // the meeting".
  const known = knownUser();
  const me = local?.me ?? (known ? { id: known.id, name: known.name } : null);
  const source: BookingRep[] = remote.data ?? local?.staff ?? [];
  const reps = source.map((u) => ({ id: u.id, name: u.name }));
  if (me && !reps.some((r) => r.id === me.id)) reps.push(me);
  reps.sort((a, b) => a.name.localeCompare(b.name));
  return { reps, me, loading: !remote.data && local === undefined };
}
