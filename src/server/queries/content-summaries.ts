import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ContentSequenceSummary } from '../../domain/content/content-sequence-summary';
import type { Db } from '../db/client';
import { clients } from '../db/schema/clients';
import { contentSequences, contentTemplates } from '../db/schema/content';
import { users } from '../db/schema/users';

export type SummaryFilters = {
  clientId?: number;
  status?: string;
  ownerId?: number;
  /** true: only archived; false: only the others; absent: both (as the client overview lists them). */
  archived?: boolean;
  shareStatus?: string;
};

/** The list of sequences (spec 2, /content), with their template counts. */
export async function loadSummaries(db: Db, filters: SummaryFilters): Promise<ContentSequenceSummary[]> {
  const conditions: SQL[] = [];
  if (filters.archived !== undefined) conditions.push(eq(contentSequences.archived, filters.archived));
  if (filters.clientId !== undefined) conditions.push(eq(contentSequences.clientId, filters.clientId));
  if (filters.status !== undefined) conditions.push(eq(contentSequences.status, filters.status));
  if (filters.ownerId !== undefined) conditions.push(eq(contentSequences.sapperOwnerId, filters.ownerId));
  if (filters.shareStatus !== undefined) conditions.push(eq(contentSequences.shareStatus, filters.shareStatus));
  const counts = db
    .select({
      sequenceId: contentTemplates.sequenceId,
      total: sql<number>`count(*)::int`.as('total'),
      approved: sql<number>`count(*) filter (where ${contentTemplates.approved})::int`.as('approved'),
    })
    .from(contentTemplates)
    .groupBy(contentTemplates.sequenceId)
    .as('counts');
  const rows = await db
    .select({
      seq: contentSequences,
      clientName: clients.name,
      ownerName: users.name,
      total: counts.total,
      approved: counts.approved,
    })
    .from(contentSequences)
    .innerJoin(clients, eq(clients.id, contentSequences.clientId))
    .leftJoin(users, eq(users.id, contentSequences.sapperOwnerId))
    .leftJoin(counts, eq(counts.sequenceId, contentSequences.id))
    .where(and(...conditions))
    .orderBy(asc(contentSequences.title), asc(contentSequences.id));
  return rows.map(({ seq, clientName, ownerName, total, approved }) => ({
    id: seq.id,
    clientId: seq.clientId,
    title: seq.title,
    status: seq.status,
    shareStatus: seq.shareStatus,
    archived: seq.archived,
    clientName,
    sapperOwner: seq.sapperOwnerId !== null && ownerName !== null ? { id: seq.sapperOwnerId, name: ownerName } : null,
    templatesCount: total ?? 0,
    approvedCount: approved ?? 0,
    updatedAt: seq.updatedAt.toISOString(),
    version: seq.version,
  }));
}
