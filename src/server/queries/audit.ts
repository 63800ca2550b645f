import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { changedFields, type AuditEntity, type AuditEntry } from '../../domain/audit/audit-types';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/admin';
import { users } from '../db/schema/users';

export type AuditInput = {
  actorId: number | null;
  action: string;
  entity: AuditEntity;
  entityId: number | null;
  summary: string;
  /** The record before and after; only the fields that differ are kept. Null before a creation. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Records a change of the administration area in the caller's transaction
 * (a refused request leaves no entry). A change that changed nothing is not
 * recorded unless it is an action of its own (a test message, a password).
 */
export async function recordAudit(db: Db, entry: AuditInput, options: { always?: boolean } = {}) {
  let { before, after } = entry;
  if (before && after) {
    const diff = changedFields(before, after);
    if (!diff && !options.always) return;
    before = diff?.before ?? {};
    after = diff?.after ?? {};
  }
  await db.insert(auditLog).values({ ...entry, before, after });
}

export type AuditQuery = { entity?: AuditEntity; entityId?: number; actor?: number; before?: number; limit?: number };

export async function listAudit(db: Db, query: AuditQuery): Promise<AuditEntry[]> {
  const conditions: SQL[] = [];
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId !== undefined) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.actor !== undefined) conditions.push(eq(auditLog.actorId, query.actor));
  if (query.before !== undefined) conditions.push(lt(auditLog.id, query.before));
  const rows = await db
    .select({ entry: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(query.limit ?? 50);
  return rows.map(({ entry: e, actorName }) => ({
    id: e.id,
    at: e.at.toISOString(),
    actor: e.actorId !== null ? { id: e.actorId, name: actorName ?? '' } : null,
    action: e.action,
    entity: e.entity as AuditEntity,
    entityId: e.entityId,
    summary: e.summary,
    before: e.before ?? null,
    after: e.after ?? null,
  }));
}
