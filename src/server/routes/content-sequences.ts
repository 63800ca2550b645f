import { and, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { ServerInput } from '../../domain/api/endpoint';
import { draftOnlySequenceFields } from '../../domain/content/content-bodies';
import { createContentSequence, getContentSequence, listContentSequences, patchContentSequence } from '../../domain/content/content-endpoints';
import { editBlock } from '../../domain/content/content-status';
import type { Db } from '../db/client';
import { clients } from '../db/schema/clients';
import { contentSequences } from '../db/schema/content';
import { outreachSequences } from '../db/schema/outreach';
import { ifMatchVersion, versionedUpdate } from '../db/versioned-update';
import { clientOf } from '../http/client-query';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { assertEditor, refuse, visibleSequence } from '../queries/content-access';
import { recordActivity } from '../queries/content-activity';
import { applyCadence, cloneSequence } from '../queries/content-build';
import { loadSequence } from '../queries/content-sequence';
import { loadSummaries } from '../queries/content-summaries';
import { listUsers } from '../queries/users';

export const contentSequenceRoutes = new Hono<AppEnv>();

// The list (spec 2, /content) and the client overview's Content tab. Guests:
// their own client's shared, unarchived sequences.
route(contentSequenceRoutes, listContentSequences, (c, { query }) => {
  const user = c.get('user');
  const clientId = clientOf(user, query.client);
  if (user.isGuest) {
    if (query.archived === true || query.shareStatus === 'private') return [];
    return loadSummaries(c.get('db'), { clientId, status: query.status, ownerId: query.owner, archived: false, shareStatus: 'shared' });
  }
  return loadSummaries(c.get('db'), { clientId, status: query.status, ownerId: query.owner, archived: query.archived, shareStatus: query.shareStatus });
});

route(contentSequenceRoutes, getContentSequence, async (c, { params }) => {
  const user = c.get('user');
  await visibleSequence(c.get('db'), user, params.id);
  return loadSequence(c.get('db'), params.id, user);
});

/** Spec 6: the owner is one of the users with edit-content. */
async function assertContentOwner(db: Db, userId: number | null | undefined) {
  if (userId === null || userId === undefined) return;
  const [found] = await listUsers(db, { ids: [userId], permission: 'edit-content' });
  if (!found) throw new HttpError(422, 'The owner must be a user with edit-content.', { fields: { sapperOwnerId: 'Choose a content owner (a user with edit-content).' } });
}

route(contentSequenceRoutes, createContentSequence, async (c, { body }) => {
  const user = c.get('user');
  assertEditor(user);
  const db = c.get('db');
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, body.clientId));
  if (!client) throw new HttpError(422, 'No such client.', { fields: { clientId: 'Choose a client.' } });
  // The creator owns it when they may (an editor with edit-content), unless another owner is chosen.
  const ownerId = body.sapperOwnerId !== undefined ? body.sapperOwnerId : user.permissions.includes('edit-content') ? user.id : null;
  await assertContentOwner(db, ownerId);
  const [row] = await db
    .insert(contentSequences)
    .values({ clientId: body.clientId, title: body.title, sapperOwnerId: ownerId, clonedFrom: body.cloneFrom ?? null })
    .returning();
  await recordActivity(db, row.id, 'created', user.id, body.cloneFrom ? `Cloned from sequence ${body.cloneFrom}` : '');
  if (body.cloneFrom) await cloneSequence(db, body.cloneFrom, row.id, user.id);
  else if (body.cadenceId) await applyCadence(db, row.id, body.cadenceId, user.id, 'cadenceId');
  return loadSequence(db, row.id, user);
});

async function assertOutreachOfClient(db: Db, outreachSequenceId: number | null | undefined, clientId: number) {
  if (outreachSequenceId === null || outreachSequenceId === undefined) return;
  const [found] = await db
    .select({ id: outreachSequences.id })
    .from(outreachSequences)
    .where(and(eq(outreachSequences.id, outreachSequenceId), eq(outreachSequences.clientId, clientId)));
  if (!found) throw new HttpError(422, "That Outreach sequence is not one of this client's.", { fields: { outreachSequenceId: "Choose one of the client's Outreach sequences." } });
}

route(contentSequenceRoutes, patchContentSequence, async (c, { params, body }) => patchSequence(c, params.id, body));

async function patchSequence(c: Context<AppEnv>, id: number, body: ServerInput<typeof patchContentSequence>['body']) {
  const user = c.get('user');
  assertEditor(user);
  const db = c.get('db');
  const row = await visibleSequence(db, user, id);
  const content = draftOnlySequenceFields.filter((f) => body[f] !== undefined);
  // Unarchiving and editing in one go is fine: the edit sees the sequence as it will be.
  if (content.length) refuse(editBlock({ status: row.status, archived: body.archived ?? row.archived }), content[0]);
  if (body.sapperOwnerId !== undefined) await assertContentOwner(db, body.sapperOwnerId);
  await assertOutreachOfClient(db, body.outreachSequenceId, row.clientId);
  const changes: Partial<typeof contentSequences.$inferInsert> = { updatedAt: sql`now()` as never };
  if (body.title !== undefined) changes.title = body.title;
  if (body.sapperOwnerId !== undefined) changes.sapperOwnerId = body.sapperOwnerId;
  if (body.outreachSequenceId !== undefined) changes.outreachSequenceId = body.outreachSequenceId;
  if (body.shareStatus !== undefined) changes.shareStatus = body.shareStatus;
  if (body.archived !== undefined) changes.archived = body.archived;
  await versionedUpdate(db, {
    table: contentSequences,
    id,
    changes,
    expected: ifMatchVersion(c),
    current: () => loadSequence(db, id, user),
  });
  const log = async (action: string, detail = '') => recordActivity(db, id, action, user.id, detail);
  if (body.title !== undefined && body.title !== row.title) await log('renamed', `“${row.title}” → “${body.title}”`);
  if (body.sapperOwnerId !== undefined && body.sapperOwnerId !== row.sapperOwnerId) await log('owner-changed');
  if (body.outreachSequenceId !== undefined && body.outreachSequenceId !== row.outreachSequenceId) await log('outreach-linked', body.outreachSequenceId === null ? 'Unlinked' : '');
  if (body.shareStatus !== undefined && body.shareStatus !== row.shareStatus) await log(body.shareStatus === 'shared' ? 'shared' : 'unshared');
  if (body.archived !== undefined && body.archived !== row.archived) await log(body.archived ? 'archived' : 'unarchived');
  if (body.cadenceId !== undefined) await applyCadence(db, id, body.cadenceId, user.id, 'cadenceId');
  return loadSequence(db, id, user);
}
