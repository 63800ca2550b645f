import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { listContentSequences } from '../../domain/content/content-endpoints';
import { contentSequences } from '../db/schema/outreach';
import { clientOf } from '../http/client-query';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';

export const contentReadRoutes = new Hono<AppEnv>();

// The list the client overview's Content tab shows.
route(contentReadRoutes, listContentSequences, (c, { query }) => {
  const clientId = clientOf(c.get('user'), query.client);
  return c
    .get('db')
    .select({
      id: contentSequences.id,
      clientId: contentSequences.clientId,
      title: contentSequences.title,
      status: contentSequences.status,
      shareStatus: contentSequences.shareStatus,
      archived: contentSequences.archived,
    })
    .from(contentSequences)
    .where(clientId !== undefined ? eq(contentSequences.clientId, clientId) : undefined)
    .orderBy(asc(contentSequences.title), asc(contentSequences.id));
});
