import * as v from 'valibot';
import { roleRefSchema } from '../access/roles';

/** GET /api/roles: each role with the permissions it gives (spec 6). */
export const roleSchema = v.object({ ...roleRefSchema.entries, permissions: v.array(v.string()) });
export type Role = v.InferOutput<typeof roleSchema>;
