import * as v from 'valibot';
import { maxInt32 } from '../api/fields';
import { auditEntities } from '../audit/audit-types';

// The administration screens keep their filters in the address (a reload,
// also offline, keeps them). A value that does not parse is dropped.
const opt = <T extends v.GenericSchema>(s: T) => v.fallback(v.optional(s), undefined);
const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxInt32));
const yesNo = v.picklist(['yes', 'no']);

/** The users table's filters: those GET /api/users answers to. */
export const userSearchSchema = v.object({
  active: opt(yesNo),
  assigned: opt(yesNo),
  roles: opt(v.array(v.string())),
  startingCapacity: opt(v.literal(true)),
  permission: opt(v.string()),
  client: opt(id),
  team: opt(id),
  user: opt(id),
});
export type UserSearch = v.InferOutput<typeof userSearchSchema>;

/** The query of GET /api/users for these filters. */
export function userQueryOf(search: UserSearch) {
  return {
    active: search.active === undefined ? undefined : search.active === 'yes',
    assigned: search.assigned === undefined ? undefined : search.assigned === 'yes',
    roles: search.roles?.length ? search.roles : undefined,
    startingCapacity: search.startingCapacity,
    permission: search.permission,
    client: search.client,
    team: search.team,
  };
}

export const teamSearchSchema = v.object({ archived: opt(v.literal(true)), team: opt(id) });
export type TeamSearch = v.InferOutput<typeof teamSearchSchema>;

export const auditSearchSchema = v.object({ entity: opt(v.picklist(auditEntities)) });
export type AuditSearch = v.InferOutput<typeof auditSearchSchema>;
