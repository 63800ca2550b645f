import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ContentSequenceSummary } from '../../domain/content/content-sequence-summary';
import { contentSequences } from '../db/schema/outreach';
import { clientQuery } from '../http/client-query';
import type { AppEnv } from '../http/env';

export const contentReadRoutes = new Hono<AppEnv>();

// GET /api/content/sequences?client: the list the client overview's Content
// tab shows, read-only until the content issue adds editing.
contentReadRoutes.get('/api/content/sequences', async (c) => {
  const clientId = clientQuery(c);
  const rows: ContentSequenceSummary[] = await c
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
  return c.json(rows);
});
