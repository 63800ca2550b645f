// Seeded chaos run (issue 3): the real engine of src/data — a device whose
// IndexedDB is fake-indexeddb — against the real server on PGlite on disk.
// Random edits while the network flaps and loses answers, the tab crashes
// mid-call and reloads, and the server restarts. At the end the server must
// hold every edit applied exactly once: zero lost, zero duplicated.
//   CHAOS_SEED=<n> replays a run; CHAOS_ROUNDS=<n> sets its length.
import 'fake-indexeddb/auto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { AppDb } from '../../src/data/db/app-db';
import { http, setXsrfSource } from '../../src/data/http/transport';
import { enqueueEdit } from '../../src/data/sync/enqueue';
import { localLock } from '../../src/data/sync/locks';
import { pullChanges } from '../../src/data/sync/pull';
import { drainOutbox } from '../../src/data/sync/replay';
import type { Me } from '../../src/domain/auth/me-schema';
import { pipelineStatuses } from '../../src/domain/meetings/pipeline-statuses';
import { meetings } from '../../src/server/db/schema/meetings';
import { notifications, notificationTypes, userNotifications } from '../../src/server/db/schema/notifications';
import { idempotencyKeys } from '../../src/server/db/schema/sync';
import { createRandom } from '../../src/server/seed/random';
import { startServer, type RunningServer } from '../../src/server/start-server';
import { recordChange } from '../../src/server/sync/record-change';
import { createChaosNetwork } from './chaos-network';

const seed = Number(process.env.CHAOS_SEED ?? Math.floor(Math.random() * 1e9));
const rounds = Number(process.env.CHAOS_ROUNDS ?? 25);
const rnd = createRandom(seed);
console.log(`chaos: seed ${seed}, ${rounds} rounds (replay with CHAOS_SEED=${seed})`);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const dataDir = await mkdtemp(join(tmpdir(), 'chaos-'));
const port = await freePort();
const start = () => startServer({ port, dataDir, seedScale: 0.5, host: '127.0.0.1' });
let server: RunningServer = await start();
const net = createChaosNetwork(server.url, rnd);
net.install();
setXsrfSource(() => net.cookie('XSRF-TOKEN'));

const clock = { now: Date.now() };
let device = new AppDb('chaos-device');
const drain = () => drainOutbox({ db: device, lock: localLock, now: () => clock.now, random: rnd.next });
const pull = () => pullChanges({ db: device }).catch(() => undefined);

const me = await http.post<Me>('/api/auth/login', { email: 'sdr@demo.test', password: 'demo' });
await device.meta.put({ key: 'userId', value: me.id });
await pullChanges({ db: device });

// What the rep did, per meeting, in order; and every edit's key.
type Expect = { status?: string; notes?: string; edits: number; initialVersion: number };
const expected = new Map<number, Expect>();
const keys: string[] = [];
let markAllAt: Date | null = null;
const tally = { edits: 0, reloads: 0, restarts: 0, serverNotifications: 0 };

async function editMeeting() {
  const pool = (await device.meetings.where('clientId').anyOf([1, 2, 3]).toArray()).filter((m) => m.id > 0).slice(0, 25);
  const m = rnd.pick(pool);
  const e = expected.get(m.id) ?? { edits: 0, initialVersion: (await device.bases.get(['meetings', String(m.id)]))?.row?.version as number ?? m.version };
  if (!expected.has(m.id)) expected.set(m.id, e);
  let entry;
  if (rnd.chance(0.6)) {
    const status = rnd.pick(pipelineStatuses.filter((s) => s !== m.status));
    entry = await enqueueEdit(device, {
      label: `Move ${m.prospect_name} to ${status}`,
      method: 'PATCH',
      url: `/api/clients/${m.clientId}/meetings/${m.id}`,
      body: { status },
      collection: 'meetings',
      entityId: m.id,
      op: { kind: 'patch', patch: { status } },
      ifMatch: true,
      responseRow: '',
    });
    e.status = status;
  } else {
    const notes = `chaos ${seed} edit ${tally.edits}`;
    entry = await enqueueEdit(device, {
      label: `Notes for ${m.prospect_name}`,
      method: 'PATCH',
      url: `/api/clients/${m.clientId}/meetings/${m.id}`,
      body: { notes },
      collection: 'meetings',
      entityId: m.id,
      op: { kind: 'patch', patch: { notes } },
      ifMatch: true,
      responseRow: '',
    });
    e.notes = notes;
  }
  e.edits++;
  keys.push(entry.id);
  tally.edits++;
}

async function markAllRead() {
  const entry = await enqueueEdit(device, {
    label: 'Mark notifications as read',
    method: 'PATCH',
    url: '/notification-user/mark-as-read',
    collection: 'notifications',
    entityId: '*',
    op: { kind: 'patch-where', where: { readAt: null }, patch: { readAt: new Date().toISOString() } },
    responseRow: null,
  });
  keys.push(entry.id);
  tally.edits++;
  markAllAt = new Date();
}

async function serverNotifies() {
  const db = server.database.db;
  const [type] = await db.select().from(notificationTypes).limit(1);
  await db.transaction(async (tx) => {
    const [n] = await tx.insert(notifications).values({ text: `Chaos ${tally.serverNotifications}`, typeId: type.id }).returning();
    const [un] = await tx.insert(userNotifications).values({ userId: me.id, notificationId: n.id }).returning();
    await recordChange(tx as never, 'notifications', un.id, 'put', [`user:${me.id}`]);
  });
  tally.serverNotifications++;
}

const restart = async () => {
  await server.stop();
  server = await start();
  tally.restarts++;
};

for (let round = 0; round < rounds; round++) {
  net.setMode(rnd.pick(['up', 'flaky', 'flaky', 'down']));
  const actions = rnd.int(2, 6);
  for (let a = 0; a < actions; a++) {
    const roll = rnd.next();
    if (roll < 0.55) await editMeeting();
    else if (roll < 0.62) await markAllRead();
    else if (roll < 0.7) await serverNotifies();
    else if (roll < 0.8) await pull();
    else if (roll < 0.88) {
      // The tab dies mid-call, then the page reloads on the same IndexedDB.
      net.crashNextWrite();
      await drain().catch(() => undefined);
      device.close();
      device = new AppDb('chaos-device');
      tally.reloads++;
    } else if (roll < 0.93) {
      // Issue 24: the server restarts while the next batch is on the wire.
      if (!net.armedForBatch) net.duringNextBatch(restart);
      await drain();
    } else await drain();
    clock.now += rnd.int(0, 90_000);
  }
  if (rnd.chance(0.25) || (round === rounds - 1 && tally.restarts === 0)) await restart();
}

// Every run has a server restart mid-batch and a lost batch answer (issue 24):
// a few meetings edited, then their batch goes while the server restarts,
// then again with its answer lost; each time it is sent again whole.
net.setMode('up');
for (const lose of [!net.stats.restartsMidBatch, !net.stats.lostBatchAnswers]) {
  if (!lose) continue;
  for (let i = 0; i < 4; i++) await editMeeting();
  if (!net.stats.restartsMidBatch) net.duringNextBatch(restart);
  else net.loseNextAnswer();
  clock.now += 10 * 60_000;
  await drain();
}

// Calm: the network comes back for good; the outbox must empty by itself.
net.setMode('up');
for (let i = 0; i < 50 && (await device.outbox.count()) > 0; i++) {
  clock.now += 10 * 60_000;
  await drain();
}
await pullChanges({ db: device });

const problems: string[] = [];
if (!net.stats.restartsMidBatch || !net.stats.lostBatchAnswers) problems.push('the run did not restart the server mid-batch and lose a batch answer');
const left = await device.outbox.toArray();
if (left.length) problems.push(`${left.length} edits never reached the server: ${left.map((e) => `${e.label} [${e.status}: ${e.lastError}]`).join('; ')}`);

const db = server.database.db;
const rows = expected.size ? await db.select().from(meetings).where(inArray(meetings.id, [...expected.keys()])) : [];
for (const row of rows) {
  const e = expected.get(row.id)!;
  if (e.status !== undefined && row.status !== e.status) problems.push(`meeting ${row.id}: status ${row.status}, expected ${e.status}`);
  if (e.notes !== undefined && row.notes !== e.notes) problems.push(`meeting ${row.id}: notes "${row.notes}", expected "${e.notes}"`);
  if (row.version !== e.initialVersion + e.edits) {
    problems.push(`meeting ${row.id}: version ${row.version}, expected ${e.initialVersion} + ${e.edits} edits (a lost or duplicated edit)`);
  }
  const mirrored = await device.meetings.get(row.id);
  if (mirrored?.status !== row.status || mirrored?.notes !== row.notes) problems.push(`meeting ${row.id}: the device shows another state than the server`);
}
const stored = keys.length ? await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, me.id), inArray(idempotencyKeys.key, keys))) : [];
const answered = stored.filter((k) => k.state === 'done' && (k.responseStatus ?? 0) < 300);
if (answered.length !== keys.length) problems.push(`${keys.length} edits made, ${answered.length} applied`);
const allKeys = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, me.id));
if (allKeys.length !== keys.length) problems.push(`the server holds ${allKeys.length} keys for ${keys.length} edits: an edit was sent under two keys`);
if (markAllAt) {
  const unreadBefore = await db
    .select({ id: userNotifications.id })
    .from(userNotifications)
    .innerJoin(notifications, eq(notifications.id, userNotifications.notificationId))
    .where(and(eq(userNotifications.userId, me.id), isNull(userNotifications.readAt), lt(notifications.createdAt, markAllAt)));
  if (unreadBefore.length) problems.push(`${unreadBefore.length} notifications from before the last "mark all read" are still unread`);
}

console.log(
  `chaos: ${tally.edits} edits on ${expected.size} meetings; ${tally.reloads} reloads, ${tally.restarts} server restarts, ` +
    `${net.stats.dropped} dropped requests, ${net.stats.lostAnswers} lost answers, ${net.stats.crashes} crashes; ` +
    `${net.stats.batches} batches, ${net.stats.lostBatchAnswers} batch answers lost, ${net.stats.restartsMidBatch} server restarts mid-batch`,
);
net.restore();
device.close();
await server.stop();
await rm(dataDir, { recursive: true, force: true });
if (problems.length) {
  console.error(`chaos: FAILED (seed ${seed}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`chaos: every edit applied exactly once (seed ${seed})`);
