import * as v from 'valibot';
import { roleRefSchema } from '../access/roles';

/** GET /me: the signed-in user (spec 3, current user). */
export const meSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  isGuest: v.boolean(),
  clientId: v.nullable(v.number()),
  roles: v.array(roleRefSchema),
  permissions: v.array(v.string()),
  version: v.number(),
  /** Signed in with a temporary password: must set their own before anything else (issue 22). */
  mustSetPassword: v.boolean(),
});

export type Me = v.InferOutput<typeof meSchema>;
