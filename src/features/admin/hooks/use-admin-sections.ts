import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import type { Me } from '../../../domain/auth/me-schema';
import type { Team } from '../../../domain/lookups/lookup-types';
import { adminSections, type AdminSection } from '../../../domain/users/admin-guards';

/**
 * The administration screens the signed-in user may open; a team lead is
 * read from the mirrored teams. Undefined while that read runs.
 */
export function useAdminSections(me: Me | null | undefined): AdminSection[] | undefined {
  const led = useLiveQuery(
    async () => {
      if (!me) return [];
      const teams = ((await appDb().lookups.get('teams'))?.items ?? []) as Team[];
      return teams.filter((t) => t.teamLead?.id === me.id).map((t) => t.id);
    },
    [me?.id],
  );
  return led === undefined ? undefined : adminSections(me, led);
}
