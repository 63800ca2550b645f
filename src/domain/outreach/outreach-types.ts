// Spec 7: GET /api/outreach/users?client=.. and /api/outreach/sequences?outreachUser=..
export type OutreachUser = { id: number; clientId: number; name: string; email: string };
export type OutreachSequence = { id: number; clientId: number; outreachUserId: number | null; name: string; enabled: boolean };
/** GET /api/outreach/tasks/count?email=..&client=..: open call tasks of that prospect at that client. */
export type OutreachTaskCount = { count: number };
