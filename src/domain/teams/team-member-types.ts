import * as v from 'valibot';

/** A user as shown on a client's team or in a bunch: with the role that groups them (spec 6). */
export const memberUserSchema = v.object({ id: v.number(), name: v.string(), email: v.string(), role: v.nullable(v.string()) });
export type MemberUser = v.InferOutput<typeof memberUserSchema>;

/** GET /api/clients/{id}/team/members: one row per member; `id` is the memberId of DELETE. */
export const clientTeamMemberSchema = v.object({ id: v.number(), clientId: v.number(), user: memberUserSchema });
export type ClientTeamMember = v.InferOutput<typeof clientTeamMemberSchema>;

/** POST /api/clients/{id}/team/members answers the whole team and who the call added. */
export const teamAssignmentSchema = v.object({ members: v.array(clientTeamMemberSchema), added: v.array(clientTeamMemberSchema) });
export type TeamAssignment = v.InferOutput<typeof teamAssignmentSchema>;

/** Spec 3, bunch: members (user with role). `id` of a member is the id of DELETE /api/bunch/member/{id}. */
export const bunchMemberRowSchema = v.object({ id: v.number(), bunchId: v.number(), user: memberUserSchema });
export type BunchMember = v.InferOutput<typeof bunchMemberRowSchema>;
export const bunchRowSchema = v.object({ id: v.number(), name: v.string(), members: v.array(bunchMemberRowSchema) });
export type Bunch = v.InferOutput<typeof bunchRowSchema>;
