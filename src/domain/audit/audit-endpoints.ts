import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { idField, intField } from '../api/fields';
import { auditEntities, auditEntrySchema } from './audit-types';

/** Newest first; `before` (an entry id) reads the next page. */
export const listAuditLog = endpoint({
  method: 'GET',
  path: '/api/audit-log',
  summary: 'Changes made in the administration area, newest first',
  tag: 'audit',
  access: 'super-admin',
  query: v.object({
    entity: v.optional(v.picklist(auditEntities, `entity is one of: ${auditEntities.join(', ')}.`)),
    entityId: v.optional(idField),
    actor: v.optional(idField),
    before: v.optional(idField),
    limit: v.optional(intField(1, 200)),
  }),
  answer: v.array(auditEntrySchema),
});
