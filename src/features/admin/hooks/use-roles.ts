import { useRemote } from '../../../data/react/use-remote';
import { listRoles } from '../../../domain/users/user-endpoints';

/** GET /api/roles with each role's permissions (a device's mirrored copy may predate them). */
export function useRoles() {
  return useRemote(listRoles, {});
}
