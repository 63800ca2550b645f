import { useRemote } from '../../../data/react/use-remote';
import type { CallInput } from '../../../domain/api/endpoint';
import { listUsers } from '../../../domain/users/user-endpoints';

export type UserQuery = NonNullable<CallInput<typeof listUsers>['query']>;

/** GET /api/users with the table's filters (online; the last copy offline). */
export function useUsers(query: UserQuery, epoch: unknown) {
  return useRemote(listUsers, { query }, epoch);
}
