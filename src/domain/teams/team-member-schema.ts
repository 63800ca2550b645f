import * as v from 'valibot';
import { maxInt32 } from '../api/fields';

const id = (label: string) =>
  v.pipe(v.number(`${label} must be an id.`), v.integer(`${label} must be an id.`), v.minValue(1, `${label} must be an id.`), v.maxValue(maxInt32, `${label} must be an id.`));

/** POST /api/clients/{id}/team/members {client, user}. */
export const teamMemberSchema = v.strictObject({ client: id('client'), user: id('user') });
export type TeamMemberInput = v.InferOutput<typeof teamMemberSchema>;

/** POST /api/bunch {name}. */
export const bunchSchema = v.strictObject({
  name: v.pipe(v.string('Name is required.'), v.trim(), v.minLength(1, 'Name is required.'), v.maxLength(100, 'Name is at most 100 characters.')),
});
export type BunchInput = v.InferOutput<typeof bunchSchema>;

/** POST /api/bunch/member {bunch, user}. */
export const bunchMemberSchema = v.strictObject({ bunch: id('bunch'), user: id('user') });
export type BunchMemberInput = v.InferOutput<typeof bunchMemberSchema>;
