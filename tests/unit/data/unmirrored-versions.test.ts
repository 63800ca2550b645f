import { afterEach, describe, expect, it } from 'vitest';
import { AppDb } from '../../../src/data/db/app-db';
import type { OutboxEntry } from '../../../src/data/db/outbox-types';
import { enqueueEdit } from '../../../src/data/sync/enqueue';
import { localLock } from '../../../src/data/sync/locks';
import { drainOutbox, type SendResult } from '../../../src/data/sync/replay';
import { keepMine } from '../../../src/data/sync/settle';
import { TransportError } from '../../../src/data/http/transport-error';

// A record that is not mirrored (a capacity assumption) with If-Match: the
// screen gives the version it saw (decision 0029).

let db: AppDb;
let n = 0;
afterEach(async () => {
  db.close();
  await db.delete();
});

/** A server holding one versioned row, checking If-Match as versionedUpdate does. */
function server() {
  const row = { id: 1, val: 3, version: 1 };
  const seen: (number | undefined)[] = [];
  const send = async (entry: OutboxEntry): Promise<SendResult> => {
    const sent = entry.ifMatch ? entry.baseVersion : undefined;
    seen.push(sent);
    if (sent !== undefined && sent !== row.version) {
      return { ok: false, error: new TransportError('http', 'Someone else changed this record since you loaded it.', 412, { current: { ...row } }) };
    }
    Object.assign(row, entry.body as object, { version: row.version + 1 });
    return { ok: true, status: 200, data: { ...row } };
  };
  return { row, seen, send };
}

const edit = (val: number, baseVersion: number) =>
  enqueueEdit(db, {
    label: `Ramp-up: ${val}`,
    method: 'PATCH',
    url: '/api/capacity/assumptions/1',
    body: { val },
    collection: 'capacity-assumptions',
    entityId: 1,
    op: { kind: 'none' },
    ifMatch: true,
    responseRow: '',
    baseVersion,
  });

const drain = (send: (e: OutboxEntry) => Promise<SendResult>) => drainOutbox({ db, sendEntry: send, lock: localLock, now: () => 1, random: () => 0.5 });

describe('queued edits of a record that is not mirrored, with If-Match', () => {
  it('send the version the screen saw; two edits in a row both land, the second on the version the first produced', async () => {
    db = new AppDb(`unmirrored-${Date.now()}-${n++}`);
    const s = server();
    await edit(4, 1);
    await edit(5, 1);
    await drain(s.send);
    expect(s.seen).toEqual([1, 2]);
    expect(s.row).toEqual({ id: 1, val: 5, version: 3 });
    expect(await db.outbox.count()).toBe(0);
  });

  it("a change made meanwhile by someone else is a conflict; keep mine sends it again on theirs", async () => {
    db = new AppDb(`unmirrored-${Date.now()}-${n++}`);
    const s = server();
    s.row.version = 2;
    await edit(6, 1);
    await drain(s.send);
    const [conflict] = await db.outbox.toArray();
    expect(conflict).toMatchObject({ status: 'conflict', conflict: { current: { version: 2 } } });
    expect(s.row.val).toBe(3);
    await keepMine(db, conflict.seq!);
    await drain(s.send);
    expect(s.seen).toEqual([1, 2]);
    expect(s.row).toEqual({ id: 1, val: 6, version: 3 });
    expect(await db.outbox.count()).toBe(0);
  });
});
