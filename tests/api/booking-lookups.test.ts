import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, schedulingInboxes, sendingMailboxes } from '../../src/server/db/schema/clients';
import { users } from '../../src/server/db/schema/users';
import { enqueueJob } from '../../src/server/jobs/enqueue-job';
import { jobSchedules } from '../../src/server/jobs/job-handlers';
import { bookingLookupsRefreshKind, bookingLookupsSchedule } from '../../src/server/queries/booking-lookups';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

/*
 * Issue 16: each client's booking lookups are on the change feed, so a rep
 * can book offline for a client never opened on the device; a change of an
 * inbox's or a mailbox's status reaches the devices on their next pull.
 */

let api: TestApi;
let acmeId: number;
beforeAll(async () => {
  api = await createTestApi();
  [{ id: acmeId }] = await api.database.db.select({ id: clients.id }).from(clients).where(eq(clients.name, 'Acme Corp'));
});
afterAll(() => api.close());

type Change = { collection: string; id: string; op: 'put' | 'del'; data?: any };

async function pullAll(client: ApiClient, cursor = 0) {
  const changes: Change[] = [];
  for (;;) {
    const res = await client.get(`/api/sync/pull?cursor=${cursor}&limit=1000`);
    expect(res.status).toBe(200);
    changes.push(...res.body.changes);
    cursor = res.body.cursor;
    if (!res.body.more) break;
  }
  return { changes: changes.filter((c) => c.collection === 'bookingLookups'), cursor };
}

describe('the bookingLookups collection of the change feed', () => {
  it('gives a rep every client’s lookups, the same as the form’s own calls answer', async () => {
    const sdr = await api.as('sdr@demo.test');
    const { changes } = await pullAll(sdr);
    const clientCount = (await api.database.db.select({ id: clients.id }).from(clients)).length;
    expect(changes).toHaveLength(clientCount);
    const acme = changes.find((c) => c.id === String(acmeId))!;
    const dropdowns = (await sdr.get(`/meeting/fill-dropdowns?client_id=${acmeId}&type=accounts`)).body;
    const info = (await sdr.get(`/meeting-scoreboard/get-client-meeting-info/${acmeId}`)).body;
    expect(acme.data).toMatchObject({ id: acmeId, ...dropdowns, ...info });
    expect(Number.isNaN(Date.parse(acme.data.checkedAt))).toBe(false);
    // Acme's meetings@ inbox is disconnected from Gmail in the demo data.
    expect(Object.keys(acme.data.inboxes)).toContain('Acme Corp Meetings~disconnected');
    const [calendar] = await api.database.db.select().from(schedulingInboxes).where(eq(schedulingInboxes.email, 'calendar@acmecorp.example'));
    const form = { body: `id=${calendar.id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    const inboxData = (await sdr.request('POST', '/meeting/get-inbox-data', form)).body;
    expect(acme.data.inboxDetails[String(calendar.id)]).toEqual(inboxData);
  });

  it('gives a guest only their own client’s row', async () => {
    const guest = await api.as('guest@demo.test');
    const [me] = await api.database.db.select({ clientId: users.clientId }).from(users).where(eq(users.email, 'guest@demo.test'));
    const { changes } = await pullAll(guest);
    expect(changes.map((c) => Number(c.id))).toEqual([me.clientId]);
  });

  it('puts a status changed at Gmail or Outreach on the feed at the next refresh, and nothing when nothing changed', async () => {
    const sdr = await api.as('sdr@demo.test');
    const { cursor } = await pullAll(sdr);
    const db = api.database.db;
    await enqueueJob(db, bookingLookupsRefreshKind);
    await api.jobs.runDue();
    expect((await pullAll(sdr, cursor)).changes).toEqual([]);

    const [calendar] = await db.select().from(schedulingInboxes).where(eq(schedulingInboxes.email, 'calendar@acmecorp.example'));
    await db.update(schedulingInboxes).set({ status: 'disconnected' }).where(eq(schedulingInboxes.id, calendar.id));
    const [mailbox] = await db.select().from(sendingMailboxes).where(eq(sendingMailboxes.clientId, acmeId)).limit(1);
    await db.update(sendingMailboxes).set({ status: mailbox.status === 'connected' ? 'disconnected' : 'connected' }).where(eq(sendingMailboxes.id, mailbox.id));
    await enqueueJob(db, bookingLookupsRefreshKind);
    await api.jobs.runDue();
    const { changes } = await pullAll(sdr, cursor);
    expect(changes.map((c) => Number(c.id))).toEqual([acmeId]);
    const groups = changes[0].data.inboxes as Record<string, { id: number }[]>;
    const disconnected = Object.entries(groups).filter(([key]) => key.endsWith('~disconnected')).flatMap(([, list]) => list.map((i) => i.id));
    expect(disconnected).toContain(calendar.id);
    const mailboxes = Object.values(changes[0].data.sendingMailboxes as Record<string, { id: number; status: string }[]>).flat();
    expect(mailboxes.find((m) => m.id === mailbox.id)?.status).not.toBe(mailbox.status);
    await db.update(schedulingInboxes).set({ status: calendar.status }).where(eq(schedulingInboxes.id, calendar.id));
    await db.update(sendingMailboxes).set({ status: mailbox.status }).where(eq(sendingMailboxes.id, mailbox.id));
  });

  it('is refreshed every minute by a schedule of the job runner', async () => {
    expect(jobSchedules).toContain(bookingLookupsSchedule);
    const at = new Date('2026-11-24T19:30:05Z');
    expect(bookingLookupsSchedule.occurrence(at)).not.toBe(bookingLookupsSchedule.occurrence(new Date(at.getTime() + 60_000)));
    expect(bookingLookupsSchedule.occurrence(at)).toBe(bookingLookupsSchedule.occurrence(new Date(at.getTime() + 50_000)));

    const sdr = await api.as('sdr@demo.test');
    const { cursor } = await pullAll(sdr);
    await api.database.db.update(clients).set({ meetingLocation: 'Zoom (issue 16)' }).where(eq(clients.id, acmeId));
    await enqueueJob(api.database.db, bookingLookupsSchedule.kind, {}, { uniqueKey: bookingLookupsSchedule.occurrence(new Date()) ?? undefined });
    await api.jobs.runDue();
    const { changes } = await pullAll(sdr, cursor);
    expect(changes).toMatchObject([{ id: String(acmeId), data: { meetingLocation: 'Zoom (issue 16)' } }]);
  });

  it('reads every client at each refresh, however many there are (a few hundred at a time)', async () => {
    const db = api.database.db;
    // More clients than one batch of the refresh reads (250).
    const added = await db
      .insert(clients)
      .values(Array.from({ length: 300 }, (_, i) => ({ name: `Batch client ${i + 1}` })))
      .returning({ id: clients.id });
    const sdr = await api.as('sdr@demo.test');
    let { cursor } = await pullAll(sdr);
    await enqueueJob(db, bookingLookupsRefreshKind);
    await api.jobs.runDue();
    const first = await pullAll(sdr, cursor);
    // Each new client's lookups are published once, whichever batch read it.
    expect(first.changes.map((c) => Number(c.id)).sort((a, b) => a - b)).toEqual(added.map((c) => c.id).sort((a, b) => a - b));
    cursor = first.cursor;

    const last = Math.max(...added.map((c) => c.id));
    await db.update(clients).set({ meetingLocation: 'Teams (last batch)' }).where(eq(clients.id, last));
    await enqueueJob(db, bookingLookupsRefreshKind);
    await api.jobs.runDue();
    expect((await pullAll(sdr, cursor)).changes).toMatchObject([{ id: String(last), data: { meetingLocation: 'Teams (last batch)' } }]);
  });
});
