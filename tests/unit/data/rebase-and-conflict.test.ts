import { afterEach, describe, expect, it } from 'vitest';
import { applyPage } from '../../../src/data/sync/pull';
import { discardEdit, keepMine, retryEdit } from '../../../src/data/sync/settle';
import { engineFixture } from '../../support/engine-fixture';

let fx: ReturnType<typeof engineFixture>;
afterEach(() => fx.close());

describe('rebase over a pull', () => {
  it('re-applies pending edits on top of pulled rows and keeps the pulled row as base', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1, { version: 3 });
    await fx.moveMeeting(1, 'Proposals');
    await applyPage(fx.db, {
      cursor: 10,
      more: false,
      changes: [{ collection: 'meetings', id: '1', op: 'put', data: fx.meeting(1, { version: 4, notes: 'Called back', status: 'On Hold' }) }],
    });
    expect(await fx.db.meetings.get(1)).toMatchObject({ status: 'Proposals', notes: 'Called back', version: 4 });
    expect((await fx.db.bases.get(['meetings', '1']))!.row).toMatchObject({ status: 'On Hold', version: 4 });
    expect((await fx.db.meta.get('cursor'))!.value).toBe(10);
  });

  it('writes rows without edits in flight as the server sent them, never older over newer', async () => {
    fx = engineFixture();
    await fx.db.meetings.put(fx.meeting(1, { version: 5, status: 'Closed Won' }));
    await applyPage(fx.db, {
      cursor: 3,
      more: false,
      changes: [
        { collection: 'meetings', id: '1', op: 'put', data: fx.meeting(1, { version: 4, status: 'On Hold' }) },
        { collection: 'meetings', id: '2', op: 'put', data: fx.meeting(2) },
      ],
    });
    expect((await fx.db.meetings.get(1))!.status).toBe('Closed Won');
    expect(await fx.db.meetings.get(2)).toBeDefined();
    await applyPage(fx.db, { cursor: 4, more: false, changes: [{ collection: 'meetings', id: '2', op: 'del' }] });
    expect(await fx.db.meetings.get(2)).toBeUndefined();
  });
});

describe('conflicts (412)', () => {
  it('marks a conflict and takes theirs on request', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1, { version: 1 });
    await fx.moveMeeting(1, 'Proposals');
    fx.server.editElsewhere('meetings', 1, { status: 'Closed Lost' });
    await fx.drain();
    const [entry] = await fx.db.outbox.toArray();
    expect(entry.status).toBe('conflict');
    expect(entry.conflict!.current).toMatchObject({ status: 'Closed Lost', version: 2 });
    // Mine still shows while the rep decides; the base is theirs.
    expect((await fx.db.meetings.get(1))!.status).toBe('Proposals');
    await discardEdit(fx.db, entry.seq!);
    expect(await fx.db.meetings.get(1)).toMatchObject({ status: 'Closed Lost', version: 2 });
    expect(await fx.db.outbox.count()).toBe(0);
    expect(await fx.db.bases.count()).toBe(0);
  });

  it('keeps mine by re-sending on the current version', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1, { version: 1 });
    await fx.moveMeeting(1, 'Proposals');
    fx.server.editElsewhere('meetings', 1, { status: 'Closed Lost' });
    await fx.drain();
    const [entry] = await fx.db.outbox.toArray();
    await keepMine(fx.db, entry.seq!);
    await fx.drain();
    expect(fx.server.received.map((r) => r.ifMatch)).toEqual(['1', '2']);
    expect(fx.server.row('meetings', 1)).toMatchObject({ status: 'Proposals', version: 3 });
    expect(await fx.db.meetings.get(1)).toMatchObject({ status: 'Proposals', version: 3 });
    expect(await fx.db.outbox.count()).toBe(0);
  });
});

describe('failed edits', () => {
  it('retries a failed edit on request', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1);
    await fx.moveMeeting(1, 'Proposals');
    fx.server.failNext({ kind: 'status', status: 422, body: { message: 'Try later' } });
    await fx.drain();
    expect((await fx.db.meetings.get(1))!.status).toBe('Initial Meeting');
    const [entry] = await fx.db.outbox.toArray();
    await retryEdit(fx.db, entry.seq!);
    expect((await fx.db.meetings.get(1))!.status).toBe('Proposals');
    await fx.drain();
    expect(fx.server.row('meetings', 1)!.status).toBe('Proposals');
    expect(await fx.db.outbox.count()).toBe(0);
  });
});
