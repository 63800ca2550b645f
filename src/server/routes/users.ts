import { Hono } from 'hono';
import { listUsers as listUsersCall } from '../../domain/users/user-endpoints';
import { staffOnly } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { listUsers } from '../queries/users';

export const userRoutes = new Hono<AppEnv>();

route(userRoutes, listUsersCall, staffOnly, (c, { query }) =>
  listUsers(c.get('db'), {
    active: query.active,
    assigned: query.assigned,
    roles: query.roles ?? [],
    startingCapacity: query.startingCapacity,
    permission: query.permission || undefined,
    client: query.client,
    includeId: query['include-me'] ? c.get('user').id : undefined,
  }),
);
