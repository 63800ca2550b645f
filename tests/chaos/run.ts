// Seeded chaos run (issues 3 and 17): two devices, each the real engine of
// src/data running with its timers and triggers over its own fake IndexedDB
// in its own worker thread (device-worker.ts), two staff users editing the
// same client meetings with the app's own commands, against the real server
// (PGlite on disk, or PostgreSQL with CHAOS_DB=postgres or DATABASE_URL).
// The network flaps, loses answers and makes up 5xx answers; tabs crash
// mid-call and reload; the server restarts (also mid-batch) and, on a
// private PostgreSQL cluster, the database itself. Conflicts (412) are
// settled by each choice of the sync panel. At the end the server holds
// every edit applied exactly once, every conflict was shown, and both
// devices show what the server holds.
//   CHAOS_SEED=<n> replays a run's choices (the engines' timers run in real
//   time, so the interleaving may differ); CHAOS_ROUNDS=<n> sets its length;
//   CHAOS_TRACE=1 prints every step as it starts and ends. Every step has a
//   time limit (steps.ts): a stall fails the run, naming the step, with the
//   trace of the steps before it.
import { eq, inArray } from 'drizzle-orm';
import { meetings } from '../../src/server/db/schema/meetings';
import { notifications, notificationTypes, userNotifications } from '../../src/server/db/schema/notifications';
import { createRandom } from '../../src/server/seed/random';
import { recordChange } from '../../src/server/sync/record-change';
import { checkEnd } from './checks';
import type { NetworkMode } from './chaos-network';
import { startDevice } from './device';
import type { ConflictChoice, ConflictEntry, MirrorMeeting, OutboxRow, Queued } from './device-protocol';
import { createModel } from './model';
import { setRound, step, traceReport } from './steps';
import { startSystem } from './system';

const seed = Number(process.env.CHAOS_SEED ?? Math.floor(Math.random() * 1e9));
const rounds = Number(process.env.CHAOS_ROUNDS ?? 25);
const rnd = createRandom(seed);
const began = Date.now();
// A stall or a failed step ends the run with its name and the trace of the
// steps before it (the workers and the server would keep it alive otherwise).
let abandon = () => {};
process.on('uncaughtException', (e) => {
  console.error(`chaos: FAILED (seed ${seed}): ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n${traceReport()}`);
  try {
    abandon();
  } finally {
    process.exit(1);
  }
});
// A server restart or a database restart: seconds; PGlite reopens and checks its files.
const restartLimitMs = 60_000;
const system = await step('start the system', () => startSystem(seed), 120_000);
abandon = () => system.abandon();
console.log(`chaos: seed ${seed}, ${rounds} rounds on ${system.kind} (replay with CHAOS_SEED=${seed})`);

// Two staff users who both work the same clients' meetings: their edits meet.
const users = ['sdr@demo.test', 'ssdr@demo.test'];
const devices = users.map((_, d) => startDevice(`device ${d}`, system.url, seed * 2 + d + 1, system.restartServer, restartLimitMs));
const userIds = await Promise.all(devices.map((device, d) => device.call<number>({ op: 'signIn', email: users[d] })));
const seen = await Promise.all(devices.map((device) => device.call<number[]>({ op: 'meetingIds', clientIds: [1, 2, 3] })));
// A few meetings only, so that the two devices often edit the same one.
const shared = seen[0].filter((id) => seen[1].includes(id)).slice(0, 10);
if (shared.length < 4) throw new Error(`the two users share ${shared.length} meetings of clients 1-3: no conflicts possible`);
const initial = new Map(
  (await step('read the shared meetings', () => system.withDb((db) => db.select().from(meetings).where(inArray(meetings.id, shared))))).map((m) => [m.id, m]),
);

const model = createModel();
const markAllAt: (Date | null)[] = [null, null];
const tally = { edits: 0, reloads: 0, serverNotifications: 0, onlineEvents: 0, focusEvents: 0, syncNows: 0 };
const modes: NetworkMode[] = ['up', 'up'];

async function edit(d: number) {
  const meetingId = rnd.pick(shared);
  const move = rnd.chance(0.6);
  const q = move
    ? await devices[d].call<Queued>({ op: 'move', meetingId, pick: rnd.next() })
    : await devices[d].call<Queued>({ op: 'notes', meetingId, notes: `chaos ${seed} device ${d} edit ${tally.edits}` });
  if (!q) return;
  model.made({ device: d, seq: q.seq, key: q.key, meetingId, field: move ? 'status' : 'notes', value: q.value });
  tally.edits++;
}

async function markAllRead(d: number) {
  const q = (await devices[d].call<Queued>({ op: 'markAllRead' }))!;
  model.made({ device: d, seq: q.seq, key: q.key, meetingId: null, field: 'read', value: q.value });
  markAllAt[d] = new Date(q.value);
  tally.edits++;
}

const restartServer = () => step('server restart', system.restartServer, restartLimitMs);
const restartDatabase = () => step('database restart', system.restartDatabase, restartLimitMs);

/** A notification written on the server's side (between restarts: the database is closed during one). */
const serverNotifies = () =>
  step('the server adds a notification', () =>
    system.withDb(async (db) => {
      const [type] = await db.select().from(notificationTypes).limit(1);
      await db.transaction(async (tx) => {
        const [n] = await tx.insert(notifications).values({ text: `Chaos ${tally.serverNotifications}`, typeId: type.id }).returning();
        const [un] = await tx.insert(userNotifications).values({ userId: userIds[0], notificationId: n.id }).returning();
        await recordChange(tx as never, 'notifications', un.id, 'put', [`user:${userIds[0]}`]);
      });
      tally.serverNotifications++;
    }),
  );

/** Every conflict a device shows is settled by the rep, keep mine or take theirs (the seeded choice unless given). */
async function settleConflicts(d: number, choose: () => ConflictChoice = () => (rnd.chance(0.5) ? 'keep-mine' : 'take-theirs')) {
  const shown = await devices[d].call<ConflictEntry[]>({ op: 'conflicts' });
  for (const c of shown) {
    const e = model.find(d, c.seq);
    if (!e || e.keys[e.keys.length - 1] !== c.key) throw new Error(`device ${d} shows a conflict on an edit the run did not make: ${JSON.stringify(c)}`);
    const choice = choose();
    const newKey = await devices[d].call<string | null>({ op: 'resolve', seq: c.seq, choice });
    model.resolved(e, c.key, choice, newKey);
  }
  return shown.length;
}

const settled = () => Promise.all(devices.map((device) => device.call({ op: 'settled', timeoutMs: 2_000 })));

async function setNetwork(d: number, mode: NetworkMode) {
  const before = modes[d];
  modes[d] = mode;
  await devices[d].call({ op: 'network', mode });
  // The browser says so, or not (Wi-Fi that regains the internet): then the engine's probe finds it.
  if (mode === 'up' && before !== 'up' && rnd.chance(0.7)) {
    tally.onlineEvents++;
    await devices[d].call({ op: 'fire', event: 'online' });
  }
  if (mode === 'down' && rnd.chance(0.5)) await devices[d].call({ op: 'fire', event: 'offline' });
}

for (let round = 0; round < rounds; round++) {
  setRound(round + 1);
  for (const d of [0, 1]) await setNetwork(d, rnd.pick(['up', 'flaky', 'flaky', 'down'] as const));
  const actions = rnd.int(2, 6);
  for (let a = 0; a < actions; a++) {
    const d = rnd.int(0, 1);
    const device = devices[d];
    const roll = rnd.next();
    if (roll < 0.5) await edit(d);
    else if (roll < 0.55) await markAllRead(d);
    else if (roll < 0.6) await serverNotifies();
    else if (roll < 0.66) {
      tally.focusEvents++;
      await device.call({ op: 'fire', event: 'focus' });
    } else if (roll < 0.72) {
      tally.syncNows++;
      await device.call({ op: 'syncNow' });
    } else if (roll < 0.8) {
      tally.reloads++;
      await device.call({ op: 'crashAndReload' });
    } else if (roll < 0.85) await device.call({ op: 'armRestartMidBatch' });
    else if (roll < 0.9) await device.call({ op: 'fail5xxNext', kind: rnd.chance(0.5) ? 'applied' : 'unapplied' });
    // Time passes on the device: backoffs fall due, its timers and pulls find them.
    await device.call({ op: 'advanceClock', ms: rnd.int(0, 90_000) });
  }
  await settled();
  for (const d of [0, 1]) await settleConflicts(d);
  if (rnd.chance(0.2) || (round === rounds - 1 && system.tally.serverRestarts === 0)) await restartServer();
  if (system.canRestartDatabase && (rnd.chance(0.1) || (round === rounds - 1 && system.tally.databaseRestarts === 0))) await restartDatabase();
  if (round % 50 === 49) console.log(`chaos: round ${round + 1}, ${tally.edits} edits, ${Math.round((Date.now() - began) / 1000)} s`);
}

// Calm: the network stays up; the outboxes must empty by themselves, the
// reps settling the conflicts they are shown. A request cut by a restart
// keeps its key 'running' on the server for up to two minutes.
async function calm() {
  for (const d of [0, 1]) await setNetwork(d, 'up');
  const until = Date.now() + 240_000;
  for (let i = 0; Date.now() < until; i++) {
    await settled();
    for (const d of [0, 1]) await settleConflicts(d);
    const outboxes = await Promise.all(devices.map((device) => device.call<OutboxRow[]>({ op: 'outbox' })));
    if (outboxes.every((o) => o.length === 0)) return;
    for (const device of devices) {
      if (i % 5 === 0) await device.call({ op: 'fire', event: 'online' });
      await device.call({ op: 'advanceClock', ms: 60_000 });
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Sync both devices until their mirrors hold the server's version of a meeting. */
async function mirrorsCaughtUp(meetingId: number) {
  const [row] = await system.withDb((db) => db.select({ version: meetings.version }).from(meetings).where(eq(meetings.id, meetingId)));
  for (let i = 0; i < 30; i++) {
    const mirrors = await Promise.all(devices.map((device) => device.call<MirrorMeeting[]>({ op: 'mirror', ids: [meetingId] })));
    if (mirrors.every((m) => m[0]?.version === row.version)) return;
    for (const device of devices) {
      await device.call({ op: 'advanceClock', ms: 60_000 });
      await device.call({ op: 'syncNow' });
    }
    await settled();
  }
  throw new Error(`the devices never pulled meeting ${meetingId} at version ${row.version}`);
}

/** Sync now until device `d` shows a conflict or has nothing left to send. */
async function untilConflictOrEmpty(d: number): Promise<boolean> {
  for (let i = 0; i < 30; i++) {
    await devices[d].call({ op: 'advanceClock', ms: 60_000 });
    await devices[d].call({ op: 'syncNow' });
    await settled();
    const outbox = await devices[d].call<OutboxRow[]>({ op: 'outbox' });
    if (outbox.some((e) => e.status === 'conflict')) return true;
    if (!outbox.length) return false;
  }
  return false;
}

// Every run, however short, meets each case at least once: a conflict
// settled by each choice (both devices edit one meeting offline; the later
// one to reach the server gets 412), the server restarted mid-batch, and a
// 5xx of each kind.
setRound('end');
await step('calm', calm, 300_000);
for (const choice of ['keep-mine', 'take-theirs'] as const) {
  if (model.choices[choice]) continue;
  const meetingId = rnd.pick(shared);
  // Both start from the server's version: after the first pair, a kept edit
  // may still be on its way to the server, or not yet pulled by the other.
  if (choice === 'take-theirs') await step('calm', calm, 300_000);
  await step(`both devices pull meeting ${meetingId}`, () => mirrorsCaughtUp(meetingId), 120_000);
  for (const d of [1, 0]) {
    await devices[d].call({ op: 'network', mode: 'down' });
    const q = await devices[d].call<Queued>({ op: 'notes', meetingId, notes: `chaos ${seed} forced ${choice} device ${d}` });
    model.made({ device: d, seq: q!.seq, key: q!.key, meetingId, field: 'notes', value: q!.value });
    tally.edits++;
  }
  await devices[0].call({ op: 'network', mode: 'up' });
  if (await untilConflictOrEmpty(0)) throw new Error(`device 0 edited meeting ${meetingId} first and got a conflict`);
  await devices[1].call({ op: 'network', mode: 'up' });
  if (!(await untilConflictOrEmpty(1))) throw new Error(`device 1 edited meeting ${meetingId} after device 0 on an old version, and shows no conflict`);
  await settleConflicts(1, () => choice);
}
const s0 = await devices[0].call<{ restartsMidBatch: number; lostBatchAnswers: number; applied5xx: number; unapplied5xx: number }>({ op: 'stats' });
for (const kind of ['applied', 'unapplied'] as const) {
  if (s0[`${kind}5xx`]) continue;
  await devices[0].call({ op: 'fail5xxNext', kind });
  await edit(0);
  await settled();
}
// Issue 24: a batch on the wire while the server restarts, and a batch
// whose answer is lost; each time it is sent again whole.
const s1 = await devices[1].call<{ restartsMidBatch: number; lostBatchAnswers: number }>({ op: 'stats' });
for (const [d, arm] of [
  [0, s0.restartsMidBatch + s1.restartsMidBatch ? null : 'armRestartMidBatch'],
  [1, s0.lostBatchAnswers + s1.lostBatchAnswers ? null : 'loseNextAnswer'],
] as const) {
  if (!arm) continue;
  await devices[d].call({ op: 'network', mode: 'down' });
  for (let i = 0; i < 4; i++) await edit(d);
  await devices[d].call({ op: arm });
  await devices[d].call({ op: 'network', mode: 'up' });
  await devices[d].call({ op: 'syncNow' });
  await settled();
}

await step('calm', calm, 300_000);
for (const device of devices) await device.call({ op: 'syncNow' });
await settled();

const outboxes = await Promise.all(devices.map((device) => device.call<OutboxRow[]>({ op: 'outbox' })));
const mirrors = await Promise.all(devices.map((device) => device.call<MirrorMeeting[]>({ op: 'mirror', ids: shared })));
const preconditions = new Map(
  (await Promise.all(devices.map((device) => device.call<[string, (string | null)[]][]>({ op: 'preconditions' })))).flat(),
);
const problems = await step('end checks', () =>
  system.withDb((db) => checkEnd({ db, model, userIds, initial, outboxes, mirrors, markAllAt, preconditions })),
);
const nets = await Promise.all(devices.map((device) => device.call<Record<string, number>>({ op: 'stats' })));
const sum = (k: string) => nets.reduce((n, s) => n + s[k], 0);
const withConflict = [...model.edits.values()].filter((e) => e.choices.length).length;
console.log(
  `chaos: ${tally.edits} edits on ${shared.length} shared meetings by 2 devices; ` +
    `${model.conflictKeys.size} conflicts shown (on ${withConflict} edits), settled ${model.choices['keep-mine']} keep mine / ${model.choices['take-theirs']} take theirs; ` +
    `${tally.reloads} tab crashes and reloads, ${system.tally.serverRestarts} server restarts, ${system.tally.databaseRestarts} database restarts; ` +
    `${sum('dropped')} dropped requests, ${sum('lostAnswers')} lost answers, ${sum('crashes')} crashes mid-call, ` +
    `${sum('applied5xx')} 5xx after applying + ${sum('unapplied5xx')} 5xx before, ${sum('batches')} batches, ${sum('lostBatchAnswers')} batch answers lost, ` +
    `${sum('restartsMidBatch')} server restarts mid-batch; ${tally.onlineEvents} online events, ${tally.focusEvents} focus events, ${tally.syncNows} sync-now; ` +
    `${Math.round((Date.now() - began) / 1000)} s`,
);
for (const device of devices) {
  await device.call({ op: 'stop' });
  await step(`${device.name} terminates`, () => device.terminate());
}
await step('stop the system', () => system.stop(), restartLimitMs);
if (problems.length) {
  console.error(`chaos: FAILED (seed ${seed}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`chaos: every edit applied exactly once or withdrawn by its rep, every conflict shown (seed ${seed})`);
