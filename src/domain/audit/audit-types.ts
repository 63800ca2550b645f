import * as v from 'valibot';
import { namedRefSchema } from '../lookups/lookup-types';

export const auditEntities = ['user', 'team', 'bunch', 'settings'] as const;
export type AuditEntity = (typeof auditEntities)[number];

export const auditEntityLabels: Record<AuditEntity, string> = { user: 'Users', team: 'Teams', bunch: 'Bunches', settings: 'Settings' };

/** One change made in the administration area: who, when, what, before and after (changed fields only). */
export const auditEntrySchema = v.object({
  id: v.number(),
  at: v.string(),
  actor: v.nullable(namedRefSchema),
  action: v.string(),
  entity: v.picklist(auditEntities),
  entityId: v.nullable(v.number()),
  summary: v.string(),
  before: v.nullable(v.record(v.string(), v.unknown())),
  after: v.nullable(v.record(v.string(), v.unknown())),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

/** The fields that differ between two snapshots, each side holding only those (JSON equality). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null),
  );
  if (!keys.length) return null;
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}
