import { Hono } from 'hono';
import { staffOnly } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { boolQuery, intQuery, listQuery } from '../http/query';
import { listUsers } from '../queries/users';

export const userRoutes = new Hono<AppEnv>();

// GET /api/users: filters active, assigned, roles[], startingCapacity,
// permission, client and include-me (spec 7).
userRoutes.get('/api/users', staffOnly, async (c) => {
  const includeMe = boolQuery(c, 'include-me');
  const rows = await listUsers(c.get('db'), {
    active: boolQuery(c, 'active'),
    assigned: boolQuery(c, 'assigned'),
    roles: listQuery(c, 'roles'),
    startingCapacity: boolQuery(c, 'startingCapacity'),
    permission: c.req.query('permission') || undefined,
    client: intQuery(c, 'client'),
    includeId: includeMe ? c.get('user').id : undefined,
  });
  return c.json(rows);
});
