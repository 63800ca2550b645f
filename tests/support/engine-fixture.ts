import { AppDb } from '../../src/data/db/app-db';
import type { OutboxEntry } from '../../src/data/db/outbox-types';
import { enqueueEdit } from '../../src/data/sync/enqueue';
import { localLock } from '../../src/data/sync/locks';
import { drainOutbox } from '../../src/data/sync/replay';
import { FakeSyncServer } from './fake-sync-server';
import { pipelineMeeting } from './pipeline-meeting';

let n = 0;

/** A fresh mirror (fake-indexeddb), a fake server and a controllable clock. */
export function engineFixture() {
  const db = new AppDb(`engine-test-${Date.now()}-${n++}`);
  const server = new FakeSyncServer();
  const clock = { now: 1_000_000 };
  // The engine's tests use their own defaults: client 1, no title or company.
  const meeting = (id: number, patch: Record<string, unknown> = {}) =>
    pipelineMeeting({
      id,
      clientId: 1,
      status: 'Initial Meeting',
      quality: 3,
      prospect_name: `Prospect ${id}`,
      prospect_title: null,
      prospect_company: null,
      prospect_email: `p${id}@example.com`,
      startAt: '2026-11-24T15:00:00.000Z',
      version: 1,
      ...patch,
    });
  return {
    db,
    server,
    clock,
    meeting,
    /** A meeting both on the server and in the mirror (as after a pull). */
    async seedMeeting(id: number, patch: Record<string, unknown> = {}) {
      const row = meeting(id, patch);
      server.put('meetings', row);
      await db.meetings.put(row);
      return row;
    },
    /** A queued status move; `holdMs` holds it back as an edit offered with Undo does. */
    moveMeeting(id: number, status: string, holdMs?: number) {
      return enqueueEdit(db, {
        label: `Move meeting ${id} to ${status}`,
        method: 'PATCH',
        url: `/api/clients/1/meetings/${id}`,
        body: { status },
        collection: 'meetings',
        entityId: id,
        op: { kind: 'patch', patch: { status } },
        ifMatch: true,
        responseRow: '',
        ...(holdMs === undefined ? {} : { holdMs }),
      });
    },
    /**
     * The fake server behind a connection that answers after `ms`, so calls
     * overlap; it records how many were on the wire at once, in all and per
     * record (the server sees each call when it is made).
     */
    slowSend(ms: number) {
      const wire = { now: 0, max: 0, records: new Map<string, number>(), maxPerRecord: 0 };
      const send = async (entry: OutboxEntry) => {
        const key = `${entry.collection}:${entry.entityId}`;
        wire.records.set(key, (wire.records.get(key) ?? 0) + 1);
        wire.maxPerRecord = Math.max(wire.maxPerRecord, wire.records.get(key)!);
        wire.max = Math.max(wire.max, ++wire.now);
        try {
          const answer = await server.send(entry);
          await new Promise((r) => setTimeout(r, ms));
          return answer;
        } finally {
          wire.now--;
          wire.records.set(key, wire.records.get(key)! - 1);
        }
      };
      return { send, wire };
    },
    drain(extra: Partial<Parameters<typeof drainOutbox>[0]> = {}) {
      return drainOutbox({ db, sendEntry: server.send, lock: localLock, now: () => clock.now, random: () => 0.5, ...extra });
    },
    async close() {
      db.close();
      await db.delete();
    },
  };
}
