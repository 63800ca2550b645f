import { eq, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { lookupNames } from '../../domain/lookups/lookup-types';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { clients } from '../db/schema/clients';
import { meetings } from '../db/schema/meetings';
import { userNotifications } from '../db/schema/notifications';
import { settings } from '../db/schema/settings';
import { callTasks } from '../db/schema/tasks';
import { users } from '../db/schema/users';
import { recordChanges } from '../sync/record-change';
import { clientScope, lookupScope, taskScope, userScope } from '../sync/scopes';
import { sandboxGmail } from '../integrations/sandbox-gmail';
import { sandboxOutreach } from '../integrations/sandbox-outreach';
import { refreshBookingLookups } from '../queries/booking-lookups';
import { createRandom } from './random';
import { seedCapacity } from './seed-capacity';
import { seedClients } from './seed-clients';
import { seedContent } from './seed-content';
import { seedLookups } from './seed-lookups';
import { seedNotifications } from './seed-notifications';
import { demoAccounts, seedPeople } from './seed-people';
import { seedPerformance } from './seed-performance';
import { seedPipeline } from './seed-pipeline';
import { seedProspects } from './seed-prospects';
import { seedSequencer } from './seed-sequencer';

export type SeedOptions = {
  /** 1: one agency (tens of clients); 10: ~2,000 clients, 10,000 meetings. */
  scale?: number;
  demoPassword?: string;
  seed?: number;
  /** The day the demo data is built around (default: today, UTC). */
  today?: Temporal.PlainDate;
  log?: (line: string) => void;
};

export async function isEmpty(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return n === 0;
}

/** Fills an empty database with deterministic demo data. */
export async function seedDatabase(db: Db, options: SeedOptions = {}) {
  const scale = Math.max(0.2, options.scale ?? 1);
  const rnd = createRandom(options.seed ?? 20261121);
  const today = options.today ?? Temporal.Now.plainDateISO('UTC');
  const passwordHash = await hashPassword(options.demoPassword ?? 'demo');

  const t = Date.now();
  const step = (name: string) => options.log?.(`  ${name} ${Date.now() - t} ms`);
  await seedLookups(db);
  const people = await seedPeople(db, rnd, scale, passwordHash);
  step('people');
  const clientList = await seedClients(db, rnd, scale, people, today);
  step('clients');
  await seedPipeline(db, rnd, scale, people, clientList, today);
  step('meetings and tasks');
  await seedProspects(db, scale, clientList, today);
  step('prospects');
  await seedSequencer(db, people, clientList);
  step('sequencer');
  await seedPerformance(db, today);
  step('performance');
  await seedNotifications(db, rnd, people, clientList);
  await db.insert(settings).values({ agencyName: 'Demo Agency', defaultTimezone: 'America/New_York' });
  await seedCapacity(db, scale, clientList, today);
  step('capacity and revenue plan');
  await seedContent(db, people, passwordHash);
  step('content');
  await recordSeedChanges(db);
  await refreshBookingLookups(db, { gmail: sandboxGmail, outreach: sandboxOutreach });
  step('change feed');
  await saltEachUser(db, options.demoPassword ?? 'demo');
  step('a salt per user');
  // The planner's statistics of every table, as after any bulk load: the
  // first queries of a new database otherwise plan on guesses, and on
  // PostgreSQL autovacuum gathers them later, in the middle of whatever the
  // first users do.
  await db.execute(sql`analyze`);
  step('statistics');
  return { demoAccounts: demoAccounts.map((a) => a.email) };
}

/**
 * Issue 17: every user gets their own salt, demo data included (one shared
 * hash would show that the demo users share a password, and crack as one).
 * scrypt runs on libuv's threads, a few at a time.
 */
async function saltEachUser(db: Db, password: string) {
  const rows = await db.select({ id: users.id }).from(users);
  for (let i = 0; i < rows.length; i += 4) {
    await Promise.all(
      rows.slice(i, i + 4).map(async (u) => db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, u.id))),
    );
  }
}

/** Puts every mirrored entity in the change feed, so a first pull sees all. */
async function recordSeedChanges(db: Db) {
  await recordChanges(db, 'lookups', lookupNames.map((name) => ({ id: name, scope: lookupScope(name) })));
  const userRows = await db.select({ id: users.id }).from(users);
  await recordChanges(db, 'me', userRows.map((u) => ({ id: u.id, scope: userScope(u.id) })));
  const clientRows = await db.select({ id: clients.id }).from(clients);
  await recordChanges(db, 'clients', clientRows.map((c) => ({ id: c.id, scope: clientScope(c.id) })));
  const meetingRows = await db.select({ id: meetings.id, clientId: meetings.clientId }).from(meetings);
  await recordChanges(db, 'meetings', meetingRows.map((m) => ({ id: m.id, scope: clientScope(m.clientId) })));
  const taskRows = await db.select({ id: callTasks.id, assigneeId: callTasks.assigneeId }).from(callTasks);
  await recordChanges(db, 'tasks', taskRows.map((t) => ({ id: t.id, scope: taskScope(t.assigneeId) })));
  const notes = await db.select({ id: userNotifications.id, userId: userNotifications.userId }).from(userNotifications);
  await recordChanges(db, 'notifications', notes.map((n) => ({ id: n.id, scope: userScope(n.userId) })));
}
