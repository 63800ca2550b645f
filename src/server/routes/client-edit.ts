import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { clientPatchSchema } from '../../domain/clients/client-patch-schema';
import type { Client } from '../../domain/clients/client-types';
import { contactSchema } from '../../domain/clients/contact-schema';
import { meetingGoalsSchema, type MeetingGoal } from '../../domain/clients/meeting-goals';
import { normalizeTaskTags, taskTagsSchema } from '../../domain/clients/task-tags-schema';
import { assertClientAccess, requirePermission, staffOnly } from '../auth/guards';
import type { Db } from '../db/client';
import { assertVersion, ifMatchVersion, versionedUpdate } from '../db/versioned-update';
import { clientContacts, clientMeetingGoals, clients } from '../db/schema/clients';
import { industries } from '../db/schema/lookups';
import { callTasks } from '../db/schema/tasks';
import { HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { idParam, validBody } from '../http/validate';
import { loadClient } from '../queries/clients';
import { recordChange } from '../sync/record-change';
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
  });
  await recordChange(db, 'clients', id, 'put', [clientScope(id)]);
}

// PATCH /api/clients/{id}: status, industry, send date, onboarding date, details.
clientEditRoutes.patch('/api/clients/:id{[0-9]+}', ...editClients, async (c) => {
  const id = idParam(c);
  const current = await existingClient(c, id);
  const patch = await validBody(c, clientPatchSchema);
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
    return c.json(current);
  }
  await bumpClient(c, id, changes);
  return c.json(await loadClient(db, id));
});

// POST /api/clients/{id}/contacts: creates the client's contact; answers the
// client with it (201). A client has one contact (spec 4), so a POST for a
// client that already has one (a second save queued offline before the
// first answer arrived) updates that contact instead of failing (200).
clientEditRoutes.post('/api/clients/:id{[0-9]+}/contacts', ...editClients, async (c) => {
  const id = idParam(c);
  await existingClient(c, id);
  const contact = await validBody(c, contactSchema);
  const db = c.get('db');
  await bumpClient(c, id);
  const [existing] = await db.select({ id: clientContacts.id }).from(clientContacts).where(eq(clientContacts.clientId, id));
  if (existing) await db.update(clientContacts).set(contact).where(eq(clientContacts.id, existing.id));
  else await db.insert(clientContacts).values({ ...contact, clientId: id });
  return c.json(await loadClient(db, id), existing ? 200 : 201);
});

// PATCH /api/clients/{id}/contacts/{contactId}: updates it; answers the client.
clientEditRoutes.patch('/api/clients/:id{[0-9]+}/contacts/:contactId{[0-9]+}', ...editClients, async (c) => {
  const id = idParam(c);
  const contactId = idParam(c, 'contactId');
  const current = await existingClient(c, id);
  if (current.contact?.id !== contactId) throw notFound();
  const contact = await validBody(c, contactSchema);
  const db = c.get('db');
  await bumpClient(c, id);
  await db.update(clientContacts).set(contact).where(and(eq(clientContacts.id, contactId), eq(clientContacts.clientId, id)));
  return c.json(await loadClient(db, id));
});

// POST /api/clients/task-tags {id, taskTags}: the client's whole tag list; answers the client.
clientEditRoutes.post('/api/clients/task-tags', ...editClients, async (c) => {
  const { id, taskTags } = await validBody(c, taskTagsSchema);
  const current = await existingClient(c, id);
  if (JSON.stringify(current.taskTags) === JSON.stringify(taskTags)) {
    assertVersion(ifMatchVersion(c), current);
    return c.json(current);
  }
  await bumpClient(c, id, { taskTags });
  return c.json(await loadClient(c.get('db'), id));
});

// GET /api/clients/task-tags: every tag known, from clients and tasks, sorted.
clientEditRoutes.get('/api/clients/task-tags', staffOnly, async (c) => {
  const db = c.get('db');
  const [fromClients, fromTasks] = await Promise.all([
    db.selectDistinct({ tag: sql<string>`jsonb_array_elements_text(${clients.taskTags})` }).from(clients),
    db.selectDistinct({ tag: sql<string>`jsonb_array_elements_text(${callTasks.tags})` }).from(callTasks),
  ]);
  const tags = normalizeTaskTags([...fromClients, ...fromTasks].map((r) => r.tag));
  return c.json(tags.sort((a, b) => a.localeCompare(b)));
});

async function loadGoals(db: Db, clientId: number): Promise<MeetingGoal[]> {
  return db
    .select({ id: clientMeetingGoals.id, clientId: clientMeetingGoals.clientId, month: clientMeetingGoals.month, goal: clientMeetingGoals.goal })
    .from(clientMeetingGoals)
    .where(eq(clientMeetingGoals.clientId, clientId))
    .orderBy(asc(clientMeetingGoals.month));
}

// GET /api/clients/{id}/meeting-goals: the goal per month, oldest first.
clientEditRoutes.get('/api/clients/:id{[0-9]+}/meeting-goals', async (c) => {
  const id = idParam(c);
  assertClientAccess(c.get('user'), id);
  await existingClient(c, id);
  return c.json(await loadGoals(c.get('db'), id));
});

// POST /api/clients/{id}/meeting-goals {goals: [{month, goal}]}: sets each
// month sent; answers every goal of the client.
clientEditRoutes.post('/api/clients/:id{[0-9]+}/meeting-goals', ...editClients, async (c) => {
  const id = idParam(c);
  await existingClient(c, id);
  const { goals } = await validBody(c, meetingGoalsSchema);
  const db = c.get('db');
  await db
    .insert(clientMeetingGoals)
    .values(goals.map((g) => ({ clientId: id, month: g.month, goal: g.goal })))
    .onConflictDoUpdate({ target: [clientMeetingGoals.clientId, clientMeetingGoals.month], set: { goal: sql`excluded.goal` } });
  return c.json(await loadGoals(db, id));
});
