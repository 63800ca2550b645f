import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, opportunities } from '../../src/server/db/schema/clients';
import { meetings } from '../../src/server/db/schema/meetings';
import { settings } from '../../src/server/db/schema/settings';
import { callTasks } from '../../src/server/db/schema/tasks';
import { users } from '../../src/server/db/schema/users';
import { createTestApi, type ApiClient, type ApiResponse, type TestApi } from '../support/api-client';

// Decision 0022: the version check and the write are one statement,
// so writers sending the same If-Match at the same moment get one 200 and
// 412s, and the row ends as the winner wrote it. On PostgreSQL (CI runs this
// file there too) the requests truly overlap on separate connections.

let api: TestApi;
let sdr: ApiClient;
let pdm: ApiClient;
let admin: ApiClient;
beforeAll(async () => {
  api = await createTestApi();
  [sdr, pdm, admin] = await Promise.all(['sdr@demo.test', 'pdm@demo.test', 'admin@demo.test'].map((e) => api.as(e)));
});
afterAll(() => api.close());

/** Fires every request at once and sorts the answers into the winners and the refused. */
async function race(requests: (() => Promise<ApiResponse>)[]) {
  const answers = await Promise.all(requests.map((send) => send()));
  const statuses = answers.map((a) => a.status).sort((x, y) => x - y);
  return { answers, winners: answers.filter((a) => a.status === 200), refused: answers.filter((a) => a.status === 412), statuses };
}

const ifMatch = (version: number) => ({ headers: { 'If-Match': String(version) } });

async function meetingOf(offset: number) {
  const [row] = await api.database.db
    .select({ id: meetings.id, clientId: meetings.clientId, version: meetings.version, notes: meetings.notes })
    .from(meetings)
    .where(eq(meetings.deleted, false))
    .orderBy(asc(meetings.id))
    .offset(offset)
    .limit(1);
  return row;
}

describe('concurrent PATCHes with the same If-Match', () => {
  for (const writers of [2, 50]) {
    it(`meeting notes, ${writers} writers: exactly one 200, the rest 412 with the current row, and the row is the winner's`, async () => {
      const meeting = await meetingOf(writers);
      const url = `/api/clients/${meeting.clientId}/meetings/${meeting.id}`;
      const { winners, refused, answers } = await race(
        Array.from({ length: writers }, (_, i) => () => sdr.patch(url, { notes: `writer ${i}` }, ifMatch(meeting.version))),
      );
      expect(winners, answers.map((a) => `${a.status} ${a.text}`).join('\n')).toHaveLength(1);
      expect(refused).toHaveLength(writers - 1);
      const [stored] = await api.database.db.select().from(meetings).where(eq(meetings.id, meeting.id));
      expect(stored.notes).toBe(winners[0].body.notes);
      expect(stored.version).toBe(meeting.version + 1);
      expect(winners[0].body.version).toBe(stored.version);
      for (const r of refused) expect(r.body.current).toMatchObject({ id: meeting.id, version: stored.version, notes: stored.notes });
    });
  }

  it('pipeline moves to different columns: one wins, the other is refused and changes nothing', async () => {
    const meeting = await meetingOf(60);
    const url = `/api/clients/${meeting.clientId}/meetings/${meeting.id}`;
    const { winners, refused } = await race(
      ['Next Steps', 'Proposals'].map((status) => () => sdr.patch(url, { status }, ifMatch(meeting.version))),
    );
    expect(winners).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const [stored] = await api.database.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(stored.status).toBe(winners[0].body.status);
  });

  it('without If-Match every write goes through and each moves the version by one', async () => {
    const meeting = await meetingOf(70);
    const url = `/api/clients/${meeting.clientId}/meetings/${meeting.id}`;
    const { winners } = await race(Array.from({ length: 10 }, (_, i) => () => sdr.patch(url, { notes: `free ${i}` })));
    expect(winners).toHaveLength(10);
    const [stored] = await api.database.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(stored.version).toBe(meeting.version + 10);
  });

  it('call tasks: one outcome logged, the others refused, one call in the history', async () => {
    const [me] = await api.database.db.select().from(users).where(eq(users.email, 'sdr@demo.test'));
    const [task] = await api.database.db
      .select()
      .from(callTasks)
      .where(and(eq(callTasks.assigneeId, me.id), eq(callTasks.status, 'open')))
      .orderBy(asc(callTasks.id))
      .limit(1);
    const { winners, refused } = await race(
      Array.from({ length: 20 }, (_, i) => () => sdr.patch(`/api/tasks/${task.id}`, { notes: `note ${i}`, outcome: 'Left voicemail' }, ifMatch(task.version))),
    );
    expect(winners).toHaveLength(1);
    expect(refused).toHaveLength(19);
    const [stored] = await api.database.db.select().from(callTasks).where(eq(callTasks.id, task.id));
    expect(stored.notes).toBe(winners[0].body.notes);
    expect(stored.version).toBe(task.version + 1);
    const history = await sdr.get(`/api/outreach/calls?task=${task.id}`);
    expect(history.body.filter((c: { notes: string | null }) => c.notes?.startsWith('note '))).toHaveLength(1);
  });

  it("client fields and the client's contact share the client's version", async () => {
    const [client] = await api.database.db.select().from(clients).orderBy(asc(clients.id)).limit(1);
    const { winners, refused } = await race([
      () => pdm.patch(`/api/clients/${client.id}`, { details: 'from the first tab' }, ifMatch(client.version)),
      () => pdm.patch(`/api/clients/${client.id}`, { details: 'from the second tab' }, ifMatch(client.version)),
      () => pdm.post(`/api/clients/${client.id}/contacts`, { name: 'Raced Contact', email: 'raced@example.com' }, ifMatch(client.version)),
    ]);
    expect(winners.length + refused.length).toBe(3);
    expect(winners.length + (await api.database.db.select().from(clients).where(eq(clients.id, client.id)))[0].version - client.version).toBe(2);
    expect(refused).toHaveLength(2);
  });

  it('deals: one of two edits wins', async () => {
    const [deal] = await api.database.db.select().from(opportunities).orderBy(asc(opportunities.id)).limit(1);
    const body = (fixedPayment: number) => ({ contractType: 'One Time', fixedPayment, monthsCount: 0, reoccurringAmount: 0, revenue: fixedPayment });
    const { winners, refused } = await race([
      () => sdr.patch(`/api/opportunities/${deal.id}`, body(1111), ifMatch(deal.version)),
      () => sdr.patch(`/api/opportunities/${deal.id}`, body(2222), ifMatch(deal.version)),
    ]);
    expect(winners).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const [stored] = await api.database.db.select().from(opportunities).where(eq(opportunities.id, deal.id));
    expect(stored.fixedPayment).toBe(winners[0].body.fixedPayment);
  });

  it('settings: one of two saves of the same version wins', async () => {
    const [current] = await api.database.db.select().from(settings).limit(1);
    const { winners, refused } = await race([
      () => admin.patch('/api/settings', [{ agencyName: 'First', version: current.version }]),
      () => admin.patch('/api/settings', [{ agencyName: 'Second', version: current.version }]),
    ]);
    expect(winners).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const [stored] = await api.database.db.select().from(settings).limit(1);
    expect(stored.agencyName).toBe(winners[0].body[0].agencyName);
  });
});
