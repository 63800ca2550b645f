import { afterEach, describe, expect, it } from 'vitest';
import { enqueueEdit } from '../../../src/data/sync/enqueue';
import { discardEdit, keepMine } from '../../../src/data/sync/settle';
import { engineFixture } from '../../support/engine-fixture';

// A content template is not mirrored: the app read its version online, and
// an edit made offline carries it as If-Match (issue 20). The engine stores
// a 412's current row and offers keep mine / take theirs as for mirrored rows.
let fx: ReturnType<typeof engineFixture>;
afterEach(() => fx.close());

const template = (version: number, body = '<p>Hello</p>') => ({ id: 7, sequenceId: 3, body, version });

function editTemplate(body: string, baseVersion: number) {
  return enqueueEdit(fx.db, {
    label: `Edit template 7: ${body}`,
    method: 'PATCH',
    url: '/api/content/sequences/3/templates/7',
    body: { body },
    collection: 'content-templates',
    entityId: 7,
    op: { kind: 'none' },
    ifMatch: true,
    baseVersion,
    responseRow: '',
  });
}

describe('edits of a record that is not mirrored, with If-Match', () => {
  it('sends the version the screen read, and a conflict is kept with their row', async () => {
    fx = engineFixture();
    fx.server.put('content-templates', template(3));
    await editTemplate('<p>Mine</p>', 3);
    fx.server.editElsewhere('content-templates', 7, { body: '<p>Theirs</p>' });
    await fx.drain();
    expect(fx.server.received.map((r) => r.ifMatch)).toEqual(['3']);
    const [entry] = await fx.db.outbox.toArray();
    expect(entry.status).toBe('conflict');
    expect(entry.conflict!.current).toMatchObject({ body: '<p>Theirs</p>', version: 4 });
  });

  it('keeps mine: sent again on their version', async () => {
    fx = engineFixture();
    fx.server.put('content-templates', template(3));
    await editTemplate('<p>Mine</p>', 3);
    fx.server.editElsewhere('content-templates', 7, { body: '<p>Theirs</p>' });
    await fx.drain();
    const [entry] = await fx.db.outbox.toArray();
    await keepMine(fx.db, entry.seq!);
    await fx.drain();
    expect(fx.server.received.map((r) => r.ifMatch)).toEqual(['3', '4']);
    expect(fx.server.row('content-templates', 7)).toMatchObject({ body: '<p>Mine</p>', version: 5 });
    expect(await fx.db.outbox.count()).toBe(0);
  });

  it('takes theirs: the edit is dropped and the server keeps its row', async () => {
    fx = engineFixture();
    fx.server.put('content-templates', template(3));
    await editTemplate('<p>Mine</p>', 3);
    fx.server.editElsewhere('content-templates', 7, { body: '<p>Theirs</p>' });
    await fx.drain();
    const [entry] = await fx.db.outbox.toArray();
    await discardEdit(fx.db, entry.seq!);
    expect(await fx.db.outbox.count()).toBe(0);
    expect(fx.server.row('content-templates', 7)).toMatchObject({ body: '<p>Theirs</p>', version: 4 });
  });

  it('chains edits made one after another offline: each goes on the version the one before made', async () => {
    fx = engineFixture();
    fx.server.put('content-templates', template(3));
    await editTemplate('<p>One</p>', 3);
    await editTemplate('<p>Two</p>', 3);
    await fx.drain();
    expect(fx.server.received.map((r) => r.ifMatch)).toEqual(['3', '4']);
    expect(fx.server.row('content-templates', 7)).toMatchObject({ body: '<p>Two</p>', version: 5 });
    expect(await fx.db.outbox.count()).toBe(0);
  });

  it('sends no If-Match when no version was given (feedback, approvals)', async () => {
    fx = engineFixture();
    fx.server.put('content-templates', template(3));
    await enqueueEdit(fx.db, { label: 'Approve', method: 'PATCH', url: '/x', body: { approved: true }, collection: 'content-templates', entityId: 7, op: { kind: 'none' }, ifMatch: true, responseRow: '' });
    await fx.drain();
    expect(fx.server.received.map((r) => r.ifMatch)).toEqual([undefined]);
  });
});
