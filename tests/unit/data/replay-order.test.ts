import { afterEach, describe, expect, it } from 'vitest';
import { engineFixture } from '../../support/engine-fixture';

let fx: ReturnType<typeof engineFixture>;
afterEach(() => fx.close());

describe('replay order', () => {
  it('shows an edit at once and sends edits oldest first', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1);
    await fx.seedMeeting(2);
    await fx.moveMeeting(1, 'Next Steps');
    await fx.moveMeeting(2, 'On Hold');
    await fx.moveMeeting(1, 'Proposals');
    // Optimistic: the mirror shows the last edit before anything is sent.
    expect((await fx.db.meetings.get(1))!.status).toBe('Proposals');
    expect(fx.server.received).toHaveLength(0);

    const result = await fx.drain();
    expect(result.sent).toBe(3);
    expect(fx.server.received.map((r) => [r.url, (r.body as { status: string }).status])).toEqual([
      ['/api/clients/1/meetings/1', 'Next Steps'],
      ['/api/clients/1/meetings/2', 'On Hold'],
      ['/api/clients/1/meetings/1', 'Proposals'],
    ]);
    expect(await fx.db.outbox.count()).toBe(0);
    expect(await fx.db.bases.count()).toBe(0);
    expect(fx.server.row('meetings', 1)!.status).toBe('Proposals');
  });

  it('sends If-Match with the version each edit builds on, including edits queued behind one another', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1, { version: 7 });
    await fx.moveMeeting(1, 'Next Steps');
    await fx.moveMeeting(1, 'Proposals');
    await fx.drain();
    expect(fx.server.received.map((r) => r.ifMatch)).toEqual(['7', '8']);
    expect((await fx.db.meetings.get(1))!.version).toBe(9);
  });

  it('keeps the server row that answered the last edit', async () => {
    fx = engineFixture();
    await fx.seedMeeting(1, { version: 2 });
    await fx.moveMeeting(1, 'Closed Won');
    await fx.drain();
    expect(await fx.db.meetings.get(1)).toMatchObject({ status: 'Closed Won', version: 3 });
  });
});
