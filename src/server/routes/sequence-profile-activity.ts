import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { listProfileLogs, listProfileNotes, listProfileRemovals, syncCampaign } from '../../domain/sequencer/sequence-profile-endpoints';
import type { OutreachInstanceStatus } from '../../domain/outreach/outreach-instance-types';
import { requirePermission, staffOnly } from '../auth/guards';
import { profileLogs, profileNotes, profileRemovals, outreachInstances } from '../db/schema/sequencer';
import { users } from '../db/schema/users';
import { HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { ensureInstance } from '../queries/outreach-instances';
import { noteAnswer } from '../queries/profile-notes';
import { findProfile, loadPairs } from '../queries/sequence-profiles';

export const profileActivityRoutes = new Hono<AppEnv>();

async function existingProfile(db: Parameters<typeof findProfile>[0], id: number) {
  const row = await findProfile(db, id);
  if (!row) throw notFound();
  return row;
}

const userRef = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

route(profileActivityRoutes, listProfileNotes, staffOnly, async (c, { params }) => {
  const db = c.get('db');
  await existingProfile(db, params.id);
  const rows = await db
    .select({ note: profileNotes, userName: users.name })
    .from(profileNotes)
    .leftJoin(users, eq(users.id, profileNotes.userId))
    .where(eq(profileNotes.profileId, params.id))
    .orderBy(desc(profileNotes.createdAt), desc(profileNotes.id));
  return rows.map(({ note, userName }) => noteAnswer(note, userName));
});

route(profileActivityRoutes, listProfileLogs, staffOnly, async (c, { params }) => {
  const db = c.get('db');
  await existingProfile(db, params.id);
  const rows = await db
    .select({ log: profileLogs, userName: users.name })
    .from(profileLogs)
    .leftJoin(users, eq(users.id, profileLogs.userId))
    .where(eq(profileLogs.profileId, params.id))
    .orderBy(desc(profileLogs.createdAt), desc(profileLogs.id));
  return rows.map(({ log, userName }) => ({
    id: log.id,
    created_at: log.createdAt.toISOString(),
    user: userRef(log.userId, userName),
    action: log.action,
    changes: log.changes,
  }));
});

route(profileActivityRoutes, listProfileRemovals, staffOnly, async (c, { params, query }) => {
  const db = c.get('db');
  await existingProfile(db, params.id);
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 20;
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(profileRemovals).where(eq(profileRemovals.profileId, params.id));
  const rows = await db
    .select({ removal: profileRemovals, userName: users.name })
    .from(profileRemovals)
    .leftJoin(users, eq(users.id, profileRemovals.userId))
    .where(eq(profileRemovals.profileId, params.id))
    .orderBy(desc(profileRemovals.removedAt), desc(profileRemovals.id))
    .offset(offset)
    .limit(limit);
  return {
    total,
    offset,
    limit,
    items: rows.map(({ removal: r, userName }) => ({
      id: r.id,
      removedAt: r.removedAt.toISOString(),
      user: userRef(r.userId, userName),
      reason: r.reason,
      prospect: { id: r.prospectId, email: r.email, name: r.name, company: r.company, title: r.title },
    })),
  };
});

// Spec 4: sets sequencesSyncRequested; the integration clears it a few seconds later.
route(profileActivityRoutes, syncCampaign, staffOnly, requirePermission('sequencer-edit'), async (c, { params, body }) => {
  const db = c.get('db');
  const outreach = c.get('deps').integrations.outreach;
  const profile = await existingProfile(db, params.id);
  const pairs = await loadPairs(db, outreach, profile.id);
  if (!pairs.length) throw new HttpError(422, 'Add an outreach pair before syncing.', { fields: { outreachDetails: 'Add an outreach pair before syncing.' } });
  const mailboxId = body.mailbox ?? null;
  if (mailboxId !== null) {
    const pair = pairs.find((p) => p.mailbox.id === mailboxId);
    if (!pair) throw new HttpError(422, "Choose one of the profile's mailboxes.", { fields: { mailbox: "Choose one of the profile's mailboxes." } });
    // Spec 4: Sync only with a connected mailbox (or all of them).
    if (pair.mailbox.status !== 'connected') {
      throw new HttpError(422, 'This mailbox is disconnected: reconnect it in Outreach before syncing.', { fields: { mailbox: 'This mailbox is disconnected.' } });
    }
  }
  if ((await outreach.accountStatus(db, profile.clientId)) !== 'connected') {
    throw new HttpError(422, "The client's Outreach account is disconnected: reconnect it before syncing.");
  }
  const instance = await ensureInstance(db, profile.clientId);
  if (instance.status !== 'active') throw new HttpError(422, "The client's Outreach instance is paused: resume it before syncing.");
  await outreach.requestSequenceSync(db, { instanceId: instance.id, profileId: profile.id, mailboxId });
  const [now] = await db.select().from(outreachInstances).where(eq(outreachInstances.id, instance.id));
  return { id: now.id, status: now.status as OutreachInstanceStatus, sequencesSyncRequested: now.sequencesSyncRequested };
});
