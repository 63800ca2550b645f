import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  createClientContact,
  listMeetingGoals,
  listTaskTags,
  patchClient,
  saveClientTaskTags,
  saveMeetingGoals,
  updateClientContact,
} from '../../domain/clients/client-endpoints';
import type { Client } from '../../domain/clients/client-types';
import type { MeetingGoal } from '../../domain/clients/meeting-goals';
import { normalizeTaskTags } from '../../domain/clients/task-tags-schema';
import { assertClientAccess, requirePermission, staffOnly } from '../auth/guards';
import type { Db } from '../db/client';
import { assertVersion, ifMatchVersion, versionedUpdate } from '../db/versioned-update';
import { clientContacts, clientMeetingGoals, clients } from '../db/schema/clients';
import { industries } from '../db/schema/lookups';
import { callTasks } from '../db/schema/tasks';
import { HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { loadClient } from '../queries/clients';
import { clientScope } from '../sync/scopes';

export const clientEditRoutes = new Hono<AppEnv>();

const editClients = [staffOnly, requirePermission('edit-clients')] as const;

async function existingClient(c: Context<AppEnv>, id: number): Promise<Client> {
  const client = await loadClient(c.get('db'), id);
  if (!client) throw notFound();
  return client;
}

/**
 * Every change to a client's row (fields, contact, tags) moves its version
 * in one statement with the If-Match check (412 when stale), and reaches
 * the mirrors. Called before any other write of the request, so a refused
 * version writes nothing.
 */
async function bumpClient(c: Context<AppEnv>, id: number, changes: Partial<typeof clients.$inferInsert> = {}) {
  const db = c.get('db');
  await versionedUpdate(db, {
    table: clients,
    id,
    changes: { ...changes, updatedAt: sql`now()` },
    expected: ifMatchVersion(c),
    current: () => loadClient(db, id),
    change: { collection: 'clients', scope: clientScope(id) },
    versionOnly: true,
  });
}

route(clientEditRoutes, patchClient, ...editClients, async (c, { params: { id }, body: patch }) => {
  const current = await existingClient(c, id);
  const db = c.get('db');
  if (patch.industryId != null) {
    const [found] = await db.select({ id: industries.id }).from(industries).where(eq(industries.id, patch.industryId));
    if (!found) throw new HttpError(422, 'Choose an industry from the list.', { fields: { industryId: 'Choose an industry from the list.' } });
  }
  const changes: Partial<typeof clients.$inferInsert> = {};
  if (patch.status !== undefined && patch.status !== current.status) changes.status = patch.status;
  if (patch.industryId !== undefined && patch.industryId !== current.industryId) changes.industryId = patch.industryId;
  if (patch.sendDate !== undefined && patch.sendDate !== current.sendDate) changes.sendDate = patch.sendDate;
  if (patch.onboardingDate !== undefined && patch.onboardingDate !== current.onboardingDate) changes.onboardingDate = patch.onboardingDate;
  if (patch.details !== undefined && patch.details !== current.details) changes.details = patch.details;
  if (!Object.keys(changes).length) {
    assertVersion(ifMatchVersion(c), current);
    return current;
  }
  await bumpClient(c, id, changes);
  return (await loadClient(db, id))!;
});

// Creates the client's contact; answers the client with it (201). A client
// has one contact (spec 4), so a POST for a client that already has one (a
// second save queued offline before the first answer arrived) updates that
// contact instead of failing (200).
route(clientEditRoutes, createClientContact, ...editClients, async (c, { params: { id }, body: contact }) => {
  await existingClient(c, id);
  const db = c.get('db');
  await bumpClient(c, id);
  const [existing] = await db.select({ id: clientContacts.id }).from(clientContacts).where(eq(clientContacts.clientId, id));
  if (existing) await db.update(clientContacts).set(contact).where(eq(clientContacts.id, existing.id));
  else await db.insert(clientContacts).values({ ...contact, clientId: id });
  const client = (await loadClient(db, id))!;
  return existing ? c.json(client, 200) : client;
});

route(clientEditRoutes, updateClientContact, ...editClients, async (c, { params: { id, contactId }, body: contact }) => {
  const current = await existingClient(c, id);
  if (current.contact?.id !== contactId) throw notFound();
  const db = c.get('db');
  await bumpClient(c, id);
  await db.update(clientContacts).set(contact).where(and(eq(clientContacts.id, contactId), eq(clientContacts.clientId, id)));
  return (await loadClient(db, id))!;
});

route(clientEditRoutes, saveClientTaskTags, ...editClients, async (c, { body: { id, taskTags } }) => {
  const current = await existingClient(c, id);
  if (JSON.stringify(current.taskTags) === JSON.stringify(taskTags)) {
    assertVersion(ifMatchVersion(c), current);
    return current;
  }
  await bumpClient(c, id, { taskTags });
  return (await loadClient(c.get('db'), id))!;
});

route(clientEditRoutes, listTaskTags, staffOnly, async (c) => {
  const db = c.get('db');
  const [fromClients, fromTasks] = await Promise.all([
    db.selectDistinct({ tag: sql<string>`jsonb_array_elements_text(${clients.taskTags})` }).from(clients),
    db.selectDistinct({ tag: sql<string>`jsonb_array_elements_text(${callTasks.tags})` }).from(callTasks),
  ]);
  const tags = normalizeTaskTags([...fromClients, ...fromTasks].map((r) => r.tag));
  return tags.sort((a, b) => a.localeCompare(b));
});

async function loadGoals(db: Db, clientId: number): Promise<MeetingGoal[]> {
  return db
    .select({ id: clientMeetingGoals.id, clientId: clientMeetingGoals.clientId, month: clientMeetingGoals.month, goal: clientMeetingGoals.goal })
    .from(clientMeetingGoals)
    .where(eq(clientMeetingGoals.clientId, clientId))
    .orderBy(asc(clientMeetingGoals.month));
}

route(clientEditRoutes, listMeetingGoals, async (c, { params: { id } }) => {
  assertClientAccess(c.get('user'), id);
  await existingClient(c, id);
  return loadGoals(c.get('db'), id);
});

route(clientEditRoutes, saveMeetingGoals, ...editClients, async (c, { params: { id }, body: { goals } }) => {
  await existingClient(c, id);
  const db = c.get('db');
  await db
    .insert(clientMeetingGoals)
    .values(goals.map((g) => ({ clientId: id, month: g.month, goal: g.goal })))
    .onConflictDoUpdate({ target: [clientMeetingGoals.clientId, clientMeetingGoals.month], set: { goal: sql`excluded.goal` } });
  return loadGoals(db, id);
});
