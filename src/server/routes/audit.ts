import { Hono } from 'hono';
import { listAuditLog } from '../../domain/audit/audit-endpoints';
import { canReadAuditLog } from '../../domain/users/admin-guards';
import { staffOnly } from '../auth/guards';
import { forbidden } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { listAudit } from '../queries/audit';

export const auditRoutes = new Hono<AppEnv>();

route(auditRoutes, listAuditLog, staffOnly, (c, { query }) => {
  if (!canReadAuditLog(c.get('user'))) throw forbidden('Only a super-admin reads the audit log.');
  return listAudit(c.get('db'), query);
});
