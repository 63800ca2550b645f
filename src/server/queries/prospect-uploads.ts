import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { can } from '../../domain/access/permissions';
import { roleGroups } from '../../domain/access/roles';
import type { ProspectUpload } from '../../domain/prospects/prospect-types';
import { uploadProgress, type DuplicatePolicy, type UploadStatus } from '../../domain/prospects/upload-rules';
import type { Db } from '../db/client';
import { clients } from '../db/schema/clients';
import { prospectUploads } from '../db/schema/prospect-files';
import { teamMembers, teams } from '../db/schema/teams';
import { roles, userRoles, users } from '../db/schema/users';
import type { SessionUser } from '../http/env';

/**
 * Who may upload prospects (issue 21; decision 0028): super-admins, and the
 * SDR group's leads — a user who leads a live team with at least one other
 * member whose role is in the SDR group (spec 6). Worked out from the teams
 * as they are now, so naming a new team lead needs nothing else.
 */
export async function mayUploadProspects(db: Db, user: SessionUser): Promise<boolean> {
  if (user.isGuest) return false;
  if (can(user, 'super-admin')) return true;
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .innerJoin(userRoles, eq(userRoles.userId, teamMembers.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(teams.teamLeadId, user.id),
        eq(teams.archived, false),
        ne(teamMembers.userId, user.id),
        inArray(roles.name, [...roleGroups.sdrGroup]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

type UploadRow = typeof prospectUploads.$inferSelect & { clientName: string; uploadedBy: string | null };

export function toUploadView(u: UploadRow): ProspectUpload {
  const status = u.status as UploadStatus;
  const skipped = u.counts.skipped ?? {};
  return {
    id: u.id,
    client: { id: u.clientId, name: u.clientName },
    fileName: u.fileName,
    size: u.size,
    status,
    duplicates: u.duplicates as DuplicatePolicy,
    progress: uploadProgress(status, u.bytesDone, u.size),
    rowsDone: u.rowsDone,
    counts: { created: u.counts.created ?? 0, updated: u.counts.updated ?? 0, skipped },
    rejected: Object.values(skipped).reduce((sum, n) => sum + n, 0),
    error: u.error,
    uploadedBy: u.uploadedBy,
    createdAt: iso(u.createdAt)!,
    finishedAt: iso(u.finishedAt),
  };
}

const uploadColumns = { upload: prospectUploads, clientName: clients.name, uploadedBy: users.name };

async function selectUploads(db: Db, where: ReturnType<typeof eq> | undefined, limit: number) {
  const rows = await db
    .select(uploadColumns)
    .from(prospectUploads)
    .innerJoin(clients, eq(clients.id, prospectUploads.clientId))
    .leftJoin(users, eq(users.id, prospectUploads.userId))
    .where(where)
    .orderBy(desc(prospectUploads.createdAt), desc(prospectUploads.id))
    .limit(limit);
  return rows.map((r) => toUploadView({ ...r.upload, clientName: r.clientName, uploadedBy: r.uploadedBy }));
}

/** Spec 2, Past Files: the latest uploads, newest first. */
export const listUploads = (db: Db, limit = 100) => selectUploads(db, undefined, limit);

export async function loadUpload(db: Db, id: number): Promise<ProspectUpload | null> {
  return (await selectUploads(db, eq(prospectUploads.id, id), 1))[0] ?? null;
}

export const clientExists = async (db: Db, id: number) =>
  (await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id))).length > 0;
