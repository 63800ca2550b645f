import { Hono } from 'hono';
import { submitOptOut } from '../../domain/opt-out/opt-out-endpoints';
import { staffOnly } from '../auth/guards';
import { optOuts } from '../db/schema/settings';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';

export const optOutRoutes = new Hono<AppEnv>();

route(optOutRoutes, submitOptOut, staffOnly, async (c, { body }) => {
  const unique = [...new Set(body.emails)];
  const inserted = await c
    .get('db')
    .insert(optOuts)
    .values(unique.map((email) => ({ email, createdById: c.get('user').id })))
    .onConflictDoNothing()
    .returning({ id: optOuts.id });
  return { added: inserted.length, alreadyOptedOut: unique.length - inserted.length };
});
