/** A user as shown on a client's team or in a bunch: with the role that groups them (spec 6). */
export type MemberUser = { id: number; name: string; email: string; role: string | null };

/** GET /api/clients/{id}/team/members: one row per member; `id` is the memberId of DELETE. */
export type ClientTeamMember = { id: number; clientId: number; user: MemberUser };

/** POST /api/clients/{id}/team/members answers the whole team and who the call added. */
export type TeamAssignment = { members: ClientTeamMember[]; added: ClientTeamMember[] };

/** Spec 3, bunch: members (user with role). `id` of a member is the id of DELETE /api/bunch/member/{id}. */
export type BunchMember = { id: number; bunchId: number; user: MemberUser };
export type Bunch = { id: number; name: string; members: BunchMember[] };
