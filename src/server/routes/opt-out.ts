import { Hono } from 'hono';
import { optOutSchema, type OptOutResult } from '../../domain/opt-out/opt-out-list';
import { staffOnly } from '../auth/guards';
import { optOuts } from '../db/schema/settings';
import type { AppEnv } from '../http/env';
import { validBody } from '../http/validate';

export const optOutRoutes = new Hono<AppEnv>();

optOutRoutes.post('/api/opt-out', staffOnly, async (c) => {
  const { emails } = await validBody(c, optOutSchema);
  const unique = [...new Set(emails)];
  const inserted = await c
    .get('db')
    .insert(optOuts)
    .values(unique.map((email) => ({ email, createdById: c.get('user').id })))
    .onConflictDoNothing()
    .returning({ id: optOuts.id });
  const result: OptOutResult = { added: inserted.length, alreadyOptedOut: unique.length - inserted.length };
  return c.json(result);
});
