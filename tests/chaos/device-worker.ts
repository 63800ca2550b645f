// One device of the chaos run, in its own worker thread as in its own
// browser: its own fake IndexedDB, cookie jar, network, clock, app database
// instance and running sync engine (src/data/sync/engine.ts with its timers
// and triggers), and the app's own commands. The run (run.ts) asks it to act.
import 'fake-indexeddb/auto';
import { parentPort, workerData } from 'node:worker_threads';
import { appDb } from '../../src/data/db/app-db-instance';
import { readCookie } from '../../src/data/http/cookie';
import { setXsrfSource } from '../../src/data/http/transport';
import { signIn } from '../../src/data/session/session';
import { createSyncEngine, type SyncEngine } from '../../src/data/sync/engine';
import { setSyncEngine } from '../../src/data/sync/engine-instance';
import { pullChanges } from '../../src/data/sync/pull';
import { pipelineStatuses } from '../../src/domain/meetings/pipeline-statuses';
import { markAllRead } from '../../src/features/notifications/commands/mark-all-read';
import { moveMeeting } from '../../src/features/pipeline/commands/move-meeting';
import { saveMeetingNotes } from '../../src/features/pipeline/commands/save-meeting-notes';
import { discardEdit } from '../../src/features/sync/commands/discard-edit';
import { keepMine } from '../../src/features/sync/commands/keep-mine';
import { syncNow } from '../../src/features/sync/commands/sync-now';
import { createRandom } from '../../src/server/seed/random';
import { installBrowserShims } from './browser-shims';
import { createChaosNetwork } from './chaos-network';
import type { DeviceCall, FromDevice, MirrorMeeting, ToDevice } from './device-protocol';

const { base, seed } = workerData as { base: string; seed: number };
const port = parentPort!;
const rnd = createRandom(seed);

// The device's clock runs ahead of the real one when the run says time
// passed (backoffs of minutes), while its timers run in real time.
const realNow = Date.now.bind(Date);
let skew = 0;
Date.now = () => realNow() + skew;

const net = createChaosNetwork(base, rnd);
net.install();
const browser = installBrowserShims(net.cookieHeader);
setXsrfSource(() => readCookie('XSRF-TOKEN'));

// Questions to the run (a server restart while a batch is on the wire).
let asked = 0;
const answers = new Map<number, () => void>();
const ask = (what: 'restartServer') =>
  new Promise<void>((resolve) => {
    const id = ++asked;
    answers.set(id, resolve);
    port.postMessage({ ask: id, what } satisfies FromDevice);
  });

let engine: SyncEngine | null = null;
async function startEngine() {
  engine = createSyncEngine({
    db: appDb(),
    pullIntervalMs: 1_000,
    offlineProbeMs: 250,
    // No Worker in Node: the first sync runs on this thread (as its fallback does).
    runFirstSync: (db, onProgress) => ({ done: pullChanges({ db, onProgress }), stop: () => {} }),
  });
  setSyncEngine(engine);
  await engine.start();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function run(call: DeviceCall): Promise<unknown> {
  const db = appDb();
  switch (call.op) {
    case 'signIn': {
      const me = await signIn(db, call.email, 'demo');
      await startEngine();
      return me.id;
    }
    case 'meetingIds':
      return (await db.meetings.where('clientId').anyOf(call.clientIds).primaryKeys()).filter((id) => id > 0).sort((a, b) => a - b);
    case 'move': {
      const meeting = await db.meetings.get(call.meetingId);
      if (!meeting) return null;
      const targets = pipelineStatuses.filter((s) => s !== meeting.status);
      const target = targets[Math.floor(call.pick * targets.length)];
      const entry = await moveMeeting(meeting, target);
      return entry && { seq: entry.seq, key: entry.id, value: target };
    }
    case 'notes': {
      const meeting = await db.meetings.get(call.meetingId);
      if (!meeting) return null;
      const entry = await saveMeetingNotes(meeting, call.notes);
      return { seq: entry.seq, key: entry.id, value: call.notes };
    }
    case 'markAllRead': {
      const entry = await markAllRead();
      return { seq: entry.seq, key: entry.id, value: new Date(Date.now() - skew).toISOString() };
    }
    case 'network':
      return net.setMode(call.mode);
    case 'fire':
      return browser.fire(call.event);
    case 'advanceClock':
      skew += call.ms;
      return;
    case 'syncNow':
      return syncNow();
    case 'crashAndReload': {
      // The tab dies mid-call, then the page reloads on the same IndexedDB
      // with a new engine.
      net.crashNextWrite();
      await engine?.drain();
      engine?.stop();
      setSyncEngine(null);
      // A closed tab runs nothing more; here the old engine's last pull or
      // drain ends before the database closes under it.
      for (let i = 0; i < 500 && (engine?.getState().draining || engine?.getState().pulling); i++) await sleep(20);
      db.close();
      await db.open();
      await startEngine();
      return;
    }
    case 'armRestartMidBatch':
      if (!net.armedForBatch) net.duringNextBatch(() => ask('restartServer'));
      return;
    case 'loseNextAnswer':
      return net.loseNextAnswer();
    case 'fail5xxNext':
      return net.fail5xxNext(call.kind);
    case 'conflicts':
      return (await db.outbox.where('status').equals('conflict').toArray()).map((e) => ({
        seq: e.seq,
        key: e.id,
        entityId: e.entityId,
        collection: e.collection,
        label: e.label,
      }));
    case 'resolve': {
      if (call.choice === 'keep-mine') await keepMine(call.seq);
      else await discardEdit(call.seq);
      return (await db.outbox.get(call.seq))?.id ?? null;
    }
    case 'settled': {
      // Until the engine is neither sending nor pulling (or the time is up).
      const until = realNow() + call.timeoutMs;
      while (realNow() < until) {
        const s = engine?.getState();
        if (!s?.draining && !s?.pulling) return true;
        await sleep(20);
      }
      return false;
    }
    case 'outbox':
      return (await db.outbox.orderBy('seq').toArray()).map((e) => ({ seq: e.seq, key: e.id, status: e.status, label: e.label, lastError: e.lastError }));
    case 'mirror':
      return (await db.meetings.bulkGet(call.ids)).flatMap((m): MirrorMeeting[] =>
        m ? [{ id: m.id, status: m.status, notes: m.notes, version: m.version }] : [],
      );
    case 'preconditions':
      return net.preconditions();
    case 'stats':
      return { ...net.stats, engine: engine?.getState() };
    case 'stop':
      engine?.stop();
      db.close();
      net.restore();
      return;
  }
}

port.on('message', (message: ToDevice) => {
  if ('reply' in message) {
    answers.get(message.reply)?.();
    answers.delete(message.reply);
    return;
  }
  run(message.call).then(
    (result) => port.postMessage({ id: message.id, result } satisfies FromDevice),
    (e: unknown) => port.postMessage({ id: message.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) } satisfies FromDevice),
  );
});
