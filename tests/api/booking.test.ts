import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, dneDomains, schedulingInboxes, sendingMailboxes } from '../../src/server/db/schema/clients';
import { sentMail } from '../../src/server/db/schema/mail';
import { meetings } from '../../src/server/db/schema/meetings';
import { prospects } from '../../src/server/db/schema/prospects';
import { changes } from '../../src/server/db/schema/sync';
import { users } from '../../src/server/db/schema/users';
import { futureWeekday, loadAcmeFixture, type AcmeFixture } from '../support/acme-booking';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';

/*
 * Which demo data (src/server/seed/seed-clients.ts) reaches which booking dialog:
 * - dne: Acme Corp (the first client) has 'globex.example' on its do-not-email
 *   list; any prospect @globex.example gets `reason: 'dne'`.
 * - gmail-disconnected: Acme Corp's 'meetings@acmecorp.example' scheduling
 *   inbox is disconnected; choosing it with the invite on.
 * - outreach-disconnected (account): the 6th client (Brightpath Labs, active)
 *   has its Outreach account disconnected; choosing any sending mailbox.
 * - outreach-disconnected (mailbox): Acme Corp's 'team@acmecorp.example'
 *   sending mailbox is disconnected.
 * - duplicate: any prospect email already booked with the client (every
 *   seeded meeting's prospect), or book the same one twice.
 * - past: any date and time before now in the chosen zone.
 */

let api: TestApi;
let sdr: ApiClient;
let sdrId: number;
let acme: { id: number; name: string };
let acmeInbox: { calendar: number; meetings: number };
let acmeMailbox: { hello: number; team: number };
let acmeBooking: AcmeFixture['booking'];

const db = () => api.database.db;

async function feedCursor(): Promise<number> {
  const [row] = await db().select({ seq: sql<number>`coalesce(max(${changes.seq}), 0)::int` }).from(changes);
  return Number(row.seq);
}

function postForm(client: ApiClient, path: string, body: string) {
  return client.request('POST', path, { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

beforeAll(async () => {
  api = await createTestApi();
  sdr = await api.as('sdr@demo.test');
  ({ sdrId, acme, acmeInbox, acmeMailbox, booking: acmeBooking } = await loadAcmeFixture(api, sdr));
});
afterAll(() => api.close());

describe('GET /meeting-scoreboard/get-client-meeting-info/{clientId}', () => {
  it("answers the client's meeting types, location and description", async () => {
    const res = await sdr.get(`/meeting-scoreboard/get-client-meeting-info/${acme.id}`);
    expect(res.status).toBe(200);
    const [row] = await db().select().from(clients).where(eq(clients.id, acme.id));
    expect(res.body.meetingLocation).toBe(row.meetingLocation);
    expect(res.body.meetingDescription).toBe(row.meetingDescription);
    expect(res.body.meetingDescription).toMatch(/Acme Corp/);
    expect(res.body.meetingTypes.length).toBeGreaterThan(0);
    for (const type of res.body.meetingTypes) {
      expect(Object.keys(type).sort()).toEqual(['durationMinutes', 'id', 'name']);
      expect(type.durationMinutes).toBeTypeOf('number');
    }
  });

  it('answers 404 for an unknown client and 403 to a guest', async () => {
    expect((await sdr.get('/meeting-scoreboard/get-client-meeting-info/999999')).status).toBe(404);
    const guest = await api.as('guest@demo.test');
    expect((await guest.get(`/meeting-scoreboard/get-client-meeting-info/${acme.id}`)).status).toBe(403);
  });
});

describe('GET /meeting/fill-dropdowns', () => {
  it('groups inboxes and sending mailboxes under header~status', async () => {
    const res = await sdr.get(`/meeting/fill-dropdowns?client_id=${acme.id}&type=accounts`);
    expect(res.status).toBe(200);
    expect(res.body.inboxes).toEqual({
      'Acme Corp Calendar~connected': [{ id: acmeInbox.calendar, email: 'calendar@acmecorp.example', status: 'connected' }],
      'Acme Corp Meetings~disconnected': [{ id: acmeInbox.meetings, email: 'meetings@acmecorp.example', status: 'disconnected' }],
    });
    expect(res.body.sendingMailboxes).toEqual({
      'Acme Corp Outreach~connected': [{ id: acmeMailbox.hello, email: 'hello@acmecorp.example', status: 'connected' }],
      'Acme Corp Outreach~disconnected': [{ id: acmeMailbox.team, email: 'team@acmecorp.example', status: 'disconnected' }],
    });
  });

  it('answers 422 without a valid client_id or with another type, 404 for an unknown client', async () => {
    const missing = await sdr.get('/meeting/fill-dropdowns?type=accounts');
    expect(missing.status).toBe(422);
    expect(missing.body.fields).toHaveProperty('client_id');
    expect((await sdr.get('/meeting/fill-dropdowns?client_id=abc&type=accounts')).status).toBe(422);
    expect((await sdr.get(`/meeting/fill-dropdowns?client_id=${acme.id}&type=people`)).status).toBe(422);
    expect((await sdr.get('/meeting/fill-dropdowns?client_id=999999&type=accounts')).status).toBe(404);
  });
});

describe('POST /meeting/get-inbox-data', () => {
  it('answers the title prefix, time zone and comma-joined client emails of a form-encoded inbox id', async () => {
    const res = await postForm(sdr, '/meeting/get-inbox-data', `id=${acmeInbox.calendar}`);
    expect(res.status).toBe(200);
    const [inbox] = await db().select().from(schedulingInboxes).where(eq(schedulingInboxes.id, acmeInbox.calendar));
    expect(res.body).toEqual({
      titlePrefix: 'Acme Corp',
      timezone: inbox.timezone,
      clientEmails: 'success@acmecorp.example,owner@acmecorp.example',
    });
    const noPrefix = await postForm(sdr, '/meeting/get-inbox-data', `id=${acmeInbox.meetings}`);
    expect(noPrefix.body).toMatchObject({ titlePrefix: null, timezone: 'America/Chicago', clientEmails: 'success@acmecorp.example' });
  });

  it('refuses JSON, a missing id and an unknown inbox', async () => {
    const json = await sdr.post('/meeting/get-inbox-data', { id: acmeInbox.calendar });
    expect(json.status).toBe(415);
    expect(json.body.error).toMatch(/form-encoded/);
    const missing = await postForm(sdr, '/meeting/get-inbox-data', '');
    expect(missing.status).toBe(422);
    expect(missing.body.fields).toHaveProperty('id');
    expect((await postForm(sdr, '/meeting/get-inbox-data', 'id=abc')).status).toBe(422);
    expect((await postForm(sdr, '/meeting/get-inbox-data', 'id=999999')).status).toBe(404);
  });
});

describe('GET /api/meeting-prospects', () => {
  it('finds a known prospect by email, whatever its case', async () => {
    const [p] = await db().select().from(prospects).where(sql`${prospects.companyId} is not null`).limit(1);
    const res = await sdr.get(`/api/meeting-prospects?email=${encodeURIComponent(p.email.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      id: p.id,
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName,
      name: `${p.firstName} ${p.lastName}`,
      title: p.title,
      phoneWork: p.phoneWork,
      phonePersonal: p.phonePersonal,
      state: p.state,
      company: { id: p.companyId, name: expect.any(String) },
    });
    expect(res.body[0].industry).toBeTypeOf('string');
  });

  it('answers an empty list for a new email and 422 for an invalid one', async () => {
    const none = await sdr.get('/api/meeting-prospects?email=nobody@nowhere-at-all.example');
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
    const bad = await sdr.get('/api/meeting-prospects?email=nobody@nowhere');
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toHaveProperty('email');
    expect((await sdr.get('/api/meeting-prospects')).status).toBe(422);
  });
});

describe('GET /dne/check-domain/{clientId}/{email}', () => {
  it("says whether the email's domain is on the client's do-not-email list", async () => {
    expect((await sdr.get(`/dne/check-domain/${acme.id}/someone@globex.example`)).body).toEqual({ dne: true, domain: 'globex.example' });
    expect((await sdr.get(`/dne/check-domain/${acme.id}/someone@initech.example`)).body).toEqual({ dne: false, domain: 'initech.example' });
    // Another client does not have Acme's list.
    expect((await sdr.get(`/dne/check-domain/${acme.id + 1}/someone@globex.example`)).body.dne).toBe(false);
  });

  it('answers 422 for an invalid email and 404 for an unknown client', async () => {
    expect((await sdr.get(`/dne/check-domain/${acme.id}/not-an-email`)).status).toBe(422);
    expect((await sdr.get('/dne/check-domain/999999/someone@globex.example')).status).toBe(404);
  });
});

describe('GET /api/clients/{clientId}/meetings/{meetingId}', () => {
  it('answers an existing meeting with the booking fields', async () => {
    const [m] = await db().select().from(meetings).where(eq(meetings.clientId, acme.id)).limit(1);
    const res = await sdr.get(`/api/clients/${acme.id}/meetings/${m.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: m.id,
      prospectId: m.prospectId,
      prospectEmail: m.prospectEmail,
      client: acme.id,
      meetingType: m.meetingTypeId,
      sdr: m.sdrId,
      outreachMailbox: m.outreachMailboxId,
      schedulingInbox: m.schedulingInboxId,
      prospectName: m.prospectName,
      prospectTitle: m.prospectTitle,
      prospectCompany: m.prospectCompany,
      prospectIndustry: m.prospectIndustry,
      prospectPhone: m.prospectPhone,
      prospectState: m.prospectState,
      title: m.title,
      location: m.location,
      description: m.description,
      date: m.date,
      startsAt: m.startsAt,
      endsAt: m.endsAt,
      timezone: m.timezone,
      sendClientSurvey: m.sendClientSurvey,
      sendMeetingInvite: m.sendMeetingInvite,
    });
    expect(res.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.startsAt).toMatch(/^\d{2}:\d{2}$/);
  });

  it("answers 404 when the meeting is not the client's, 403 to a guest", async () => {
    const [m] = await db().select().from(meetings).where(eq(meetings.clientId, acme.id)).limit(1);
    expect((await sdr.get(`/api/clients/${acme.id + 1}/meetings/${m.id}`)).status).toBe(404);
    expect((await sdr.get(`/api/clients/${acme.id}/meetings/999999`)).status).toBe(404);
    const guest = await api.as('guest@demo.test');
    expect((await guest.get(`/api/clients/${acme.id}/meetings/${m.id}`)).status).toBe(403);
  });
});

describe('POST /api/meetings: booking', () => {
  it('books a meeting, sends the invite and the survey, and answers the summary', async () => {
    const cursor = await feedCursor();
    const body = acmeBooking();
    const res = await sdr.post('/api/meetings', body);
    expect(res.status).toBe(201);
    expect(res.body.sent).toEqual({ invite: true, survey: true });
    const [y, mo, d] = body.date.split('-').map(Number);
    const month = new Date(Date.UTC(y, mo - 1, d)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    expect(res.body.summary).toBe(`${month} ${d}, ${y} | 10:30am Eastern | 30 min.`);
    const meeting = res.body.meeting;
    expect(meeting).toMatchObject({
      clientId: acme.id,
      status: 'Initial Meeting',
      deleted: '0',
      prospect_email: body.prospectEmail,
      prospect_name: 'Jane Doe',
      prospect_title: 'VP Sales',
      prospect_company: body.prospectCompany,
      sdrId,
      date: body.date,
      startsAt: '10:30',
      endsAt: '11:00',
      timezone: 'America/New_York',
    });
    // 10:30 in New York is 15:30 UTC in winter, 14:30 in summer.
    const expected = Temporal.PlainDateTime.from(`${body.date}T10:30`).toZonedDateTime('America/New_York').toInstant();
    expect(new Date(meeting.startAt).getTime()).toBe(expected.epochMilliseconds);

    const mail = await db().select().from(sentMail).where(eq(sentMail.meetingId, meeting.id));
    expect(mail.map((m) => m.kind).sort()).toEqual(['client-survey', 'meeting-invite']);
    expect(mail.find((m) => m.kind === 'meeting-invite')!.to).toBe(`${body.prospectEmail}, ${body.additionalRecipients[0]}`);
    expect(mail.find((m) => m.kind === 'client-survey')!.to).toBe('success@acmecorp.example, owner@acmecorp.example');
    expect(mail.every((m) => m.transport === 'sandbox')).toBe(true);

    // A new email became a prospect.
    const [prospect] = await db().select().from(prospects).where(eq(prospects.email, body.prospectEmail));
    expect(prospect).toMatchObject({ firstName: 'Jane', lastName: 'Doe', title: 'VP Sales', state: 'TX' });

    const list = await sdr.get(`/api/clients/${acme.id}/meetings`);
    expect(list.body.find((m: { id: number }) => m.id === meeting.id)).toMatchObject({ status: 'Initial Meeting', deleted: '0' });

    const pull = await sdr.get(`/api/sync/pull?cursor=${cursor}`);
    expect(pull.body.changes).toContainEqual({
      collection: 'meetings',
      id: String(meeting.id),
      op: 'put',
      data: expect.objectContaining({ id: meeting.id, status: 'Initial Meeting' }),
    });
  });

  it('sends nothing when the invite and the survey are off', async () => {
    const res = await sdr.post('/api/meetings', acmeBooking({ sendMeetingInvite: false, sendClientSurvey: false, surveyEmails: '' }));
    expect(res.status).toBe(201);
    expect(res.body.sent).toEqual({ invite: false, survey: false });
    expect(await db().select().from(sentMail).where(eq(sentMail.meetingId, res.body.meeting.id))).toEqual([]);
  });

  it('books with no sending mailbox', async () => {
    const res = await sdr.post('/api/meetings', acmeBooking({ noSendingMailbox: true, outreachMailbox: null }));
    expect(res.status).toBe(201);
    const [row] = await db().select().from(meetings).where(eq(meetings.id, res.body.meeting.id));
    expect(row).toMatchObject({ noSendingMailbox: true, outreachMailboxId: null });
  });

  it("adds the prospect's domain to the client's DNE list when addDomainToClientDne is 1, not when 0", async () => {
    const kept = acmeBooking({ addDomainToClientDne: 0 });
    expect((await sdr.post('/api/meetings', kept)).status).toBe(201);
    expect((await sdr.get(`/dne/check-domain/${acme.id}/${kept.prospectEmail}`)).body.dne).toBe(false);

    const before = await db().select().from(dneDomains).where(eq(dneDomains.clientId, acme.id));
    const added = acmeBooking({ addDomainToClientDne: 1 });
    expect((await sdr.post('/api/meetings', added)).status).toBe(201);
    const after = await db().select().from(dneDomains).where(eq(dneDomains.clientId, acme.id));
    expect(after).toHaveLength(before.length + 1);
    expect((await sdr.get(`/dne/check-domain/${acme.id}/${added.prospectEmail}`)).body).toEqual({
      dne: true,
      domain: added.prospectEmail.split('@')[1],
    });
    // The next colleague at that company now meets the DNE dialog.
    const colleague = acmeBooking({ prospectEmail: `colleague@${added.prospectEmail.split('@')[1]}` });
    expect((await sdr.post('/api/meetings', colleague)).body.reason).toBe('dne');
  });
});

describe('POST /api/meetings: save as template', () => {
  it("makes the booking's location and description the client's pre-fill, on the feed too; off leaves them", async () => {
    const [client] = await db()
      .select()
      .from(clients)
      .where(and(eq(clients.status, 'active'), ne(clients.id, acme.id)))
      .orderBy(clients.id)
      .limit(1);
    const info = await sdr.get(`/meeting-scoreboard/get-client-meeting-info/${client.id}`);
    const [inbox] = await db().select().from(schedulingInboxes).where(eq(schedulingInboxes.clientId, client.id)).limit(1);
    const forClient = (overrides: Record<string, unknown>) =>
      acmeBooking({
        client: client.id,
        meetingType: info.body.meetingTypes[0].id,
        schedulingInbox: inbox.id,
        noSendingMailbox: true,
        outreachMailbox: null,
        sendMeetingInvite: false,
        ...overrides,
      });

    const off = forClient({ location: 'Somewhere else', description: 'Not kept.', saveAsTemplate: false });
    expect((await sdr.post('/api/meetings', off)).status).toBe(201);
    const unchanged = await sdr.get(`/meeting-scoreboard/get-client-meeting-info/${client.id}`);
    expect(unchanged.body).toMatchObject({ meetingLocation: info.body.meetingLocation, meetingDescription: info.body.meetingDescription });

    const cursor = await feedCursor();
    const on = forClient({ location: 'Teams (link in the invite)', description: 'A 30-minute discovery call.', saveAsTemplate: true });
    expect((await sdr.post('/api/meetings', on)).status).toBe(201);
    const saved = await sdr.get(`/meeting-scoreboard/get-client-meeting-info/${client.id}`);
    expect(saved.body).toMatchObject({ meetingLocation: 'Teams (link in the invite)', meetingDescription: 'A 30-minute discovery call.' });
    const feed = await db().select().from(changes).where(and(gt(changes.seq, cursor), eq(changes.collection, 'clients')));
    expect(feed.map((c) => c.entityId)).toEqual([String(client.id)]);
    const [row] = await db().select({ version: clients.version }).from(clients).where(eq(clients.id, client.id));
    expect(row.version).toBe(client.version + 1);
  });
});

describe('POST /api/meetings: answers that need the rep', () => {
  it("refuses a prospect on the client's do-not-email list with dne, and books when continued with ignoreDne", async () => {
    const body = acmeBooking({ prospectEmail: 'wile.e@globex.example' });
    const refused = await sdr.post('/api/meetings', body);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ reason: 'dne', dne: true, domain: 'globex.example' });
    expect(refused.body.error).toMatch(/globex\.example is on Acme Corp's do-not-email list/);
    expect(await db().select().from(meetings).where(eq(meetings.prospectEmail, 'wile.e@globex.example'))).toEqual([]);

    const continued = await sdr.post('/api/meetings', { ...body, ignoreDne: true });
    expect(continued.status).toBe(201);
    expect(continued.body.meeting.prospect_email).toBe('wile.e@globex.example');
  });

  it('refuses a second meeting for the same prospect and client with duplicate', async () => {
    const body = acmeBooking();
    const first = await sdr.post('/api/meetings', body);
    expect(first.status).toBe(201);
    const again = await sdr.post('/api/meetings', { ...body, prospectEmail: body.prospectEmail.toUpperCase() });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ reason: 'duplicate', meetingId: first.body.meeting.id, date: body.date, startsAt: '10:30' });
    expect(again.body.error).toMatch(/already has a meeting with Acme Corp/);
  });

  it('refuses a seeded prospect already booked with the client', async () => {
    const [m] = await db()
      .select()
      .from(meetings)
      .where(and(eq(meetings.clientId, acme.id), eq(meetings.deleted, false)))
      .limit(1);
    const res = await sdr.post('/api/meetings', acmeBooking({ prospectEmail: m.prospectEmail, ignoreDne: true }));
    expect(res.body).toMatchObject({ reason: 'duplicate', meetingId: m.id });
  });

  it("refuses a sending mailbox when the client's Outreach account is disconnected", async () => {
    const [client] = await db().select().from(clients).where(eq(clients.outreachStatus, 'disconnected')).orderBy(clients.id).limit(1);
    expect(client.status).toBe('active');
    const info = await sdr.get(`/meeting-scoreboard/get-client-meeting-info/${client.id}`);
    const [inbox] = await db()
      .select()
      .from(schedulingInboxes)
      .where(and(eq(schedulingInboxes.clientId, client.id), eq(schedulingInboxes.status, 'connected')));
    const [mailbox] = await db()
      .select()
      .from(sendingMailboxes)
      .where(and(eq(sendingMailboxes.clientId, client.id), eq(sendingMailboxes.status, 'connected')));
    const body = acmeBooking({
      client: client.id,
      meetingType: info.body.meetingTypes[0].id,
      schedulingInbox: inbox.id,
      outreachMailbox: mailbox.id,
    });
    const res = await sdr.post('/api/meetings', body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ reason: 'outreach-disconnected', disconnected: 'account' });
    expect(res.body.error).toMatch(/Outreach account is disconnected/);
    // Without a sending mailbox the account does not matter.
    expect((await sdr.post('/api/meetings', { ...body, noSendingMailbox: true, outreachMailbox: null })).status).toBe(201);
  });

  it('refuses a disconnected sending mailbox', async () => {
    const res = await sdr.post('/api/meetings', acmeBooking({ outreachMailbox: acmeMailbox.team }));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ reason: 'outreach-disconnected', disconnected: 'mailbox' });
    expect(res.body.error).toMatch(/team@acmecorp\.example is disconnected/);
  });

  it('refuses to send an invite through a disconnected scheduling inbox', async () => {
    const body = acmeBooking({ schedulingInbox: acmeInbox.meetings });
    const res = await sdr.post('/api/meetings', body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ reason: 'gmail-disconnected', inbox: 'meetings@acmecorp.example' });
    expect(res.body.error).toMatch(/turn off Send meeting invite/);
    // With the invite off the inbox's connection does not matter.
    expect((await sdr.post('/api/meetings', { ...body, sendMeetingInvite: false })).status).toBe(201);
  });

  it('refuses a start in the past', async () => {
    const yesterday = Temporal.Now.plainDateISO('UTC').subtract({ days: 1 }).toString();
    const res = await sdr.post('/api/meetings', acmeBooking({ date: yesterday }));
    expect(res.status).toBe(422);
    expect(res.body.reason).toBe('past');
    expect(res.body.error).toMatch(/in the past/);
  });

  it('answers in order: past before dne, dne before duplicate, duplicate before disconnected', async () => {
    const yesterday = Temporal.Now.plainDateISO('UTC').subtract({ days: 1 }).toString();
    const globex = acmeBooking({ prospectEmail: 'road.runner@globex.example', date: yesterday, schedulingInbox: acmeInbox.meetings });
    expect((await sdr.post('/api/meetings', globex)).body.reason).toBe('past');
    expect((await sdr.post('/api/meetings', { ...globex, date: futureWeekday() })).body.reason).toBe('dne');

    const booked = acmeBooking();
    expect((await sdr.post('/api/meetings', booked)).status).toBe(201);
    const twice = { ...booked, outreachMailbox: acmeMailbox.team, schedulingInbox: acmeInbox.meetings };
    expect((await sdr.post('/api/meetings', twice)).body.reason).toBe('duplicate');
    const other = acmeBooking({ outreachMailbox: acmeMailbox.team, schedulingInbox: acmeInbox.meetings });
    expect((await sdr.post('/api/meetings', other)).body.reason).toBe('outreach-disconnected');
  });
});

describe('POST /api/meetings: bad input', () => {
  it('answers 422 with a message per field', async () => {
    const res = await sdr.post('/api/meetings', {
      ...acmeBooking(),
      client: 'acme',
      prospectEmail: 'jane@initech',
      startsAt: '07:00',
      timezone: 'Europe/Paris',
      addDomainToClientDne: true,
    });
    expect(res.status).toBe(422);
    expect(res.body.fields).toMatchObject({
      client: 'Choose a client.',
      prospectEmail: "Enter the prospect's email address, like name@company.com.",
      startsAt: 'Choose a start time between 8:00am and 5:00pm.',
      timezone: 'Choose one of the listed time zones.',
      addDomainToClientDne: 'Add domain to client DNE must be 0 or 1.',
    });
    expect(res.body.reason).toBeUndefined();
  });

  it('refuses an end before the start, a date past two years, and a malformed body', async () => {
    expect((await sdr.post('/api/meetings', acmeBooking({ endsAt: '10:00' }))).body.fields).toEqual({
      endsAt: 'Choose an end time after the start time.',
    });
    const far = Temporal.Now.plainDateISO('America/New_York').add({ years: 2, days: 7 }).toString();
    const tooFar = await sdr.post('/api/meetings', acmeBooking({ date: far }));
    expect(tooFar.status).toBe(422);
    expect(tooFar.body.fields.date).toMatch(/up to two years ahead/);
    const malformed = await sdr.request('POST', '/api/meetings', { body: '{"client":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
  });

  it("refuses ids that are not the client's", async () => {
    const otherInbox = (await db().select().from(schedulingInboxes).where(eq(schedulingInboxes.clientId, acme.id + 1)))[0];
    const res1 = await sdr.post('/api/meetings', acmeBooking({ schedulingInbox: otherInbox.id }));
    expect(res1.status).toBe(422);
    expect(res1.body.fields).toHaveProperty('schedulingInbox');
    const notOffered = (await db().select({ id: sql<number>`max(id)` }).from(sql`meeting_types`))[0].id + 1;
    expect((await sdr.post('/api/meetings', acmeBooking({ meetingType: notOffered }))).body.fields).toHaveProperty('meetingType');
    expect((await sdr.post('/api/meetings', acmeBooking({ client: 999999 }))).body.fields).toHaveProperty('client');
    const [guest] = await db().select().from(users).where(eq(users.email, 'guest@demo.test'));
    expect((await sdr.post('/api/meetings', acmeBooking({ sdr: guest.id }))).body.fields).toHaveProperty('sdr');
    expect((await sdr.post('/api/meetings', acmeBooking({ originalMeetingId: 999999 }))).body.fields).toHaveProperty('originalMeetingId');
  });
});

describe('POST /api/meetings: rescheduling', () => {
  it('books the new meeting and marks the original deleted, in the feed too', async () => {
    const body = acmeBooking();
    const original = (await sdr.post('/api/meetings', body)).body.meeting;
    const cursor = await feedCursor();
    const res = await sdr.post('/api/meetings', { ...body, originalMeetingId: original.id, date: futureWeekday(21), startsAt: '14:00', endsAt: '15:00' });
    expect(res.status).toBe(201);
    expect(res.body.summary).toMatch(/\| 2:00pm Eastern \| 60 min\.$/);

    const old = await sdr.get(`/api/clients/${acme.id}/meetings/${original.id}`);
    expect(old.body.deleted).toBe(true);
    const list = (await sdr.get(`/api/clients/${acme.id}/meetings`)).body as { id: number; deleted: string; version: number }[];
    expect(list.find((m) => m.id === original.id)).toMatchObject({ deleted: '1', version: original.version + 1 });
    expect(list.find((m) => m.id === res.body.meeting.id)).toMatchObject({ deleted: '0' });
    const [row] = await db().select().from(meetings).where(eq(meetings.id, res.body.meeting.id));
    expect(row.originalMeetingId).toBe(original.id);

    const pulled = (await sdr.get(`/api/sync/pull?cursor=${cursor}`)).body.changes as { id: string; data?: { deleted: string } }[];
    expect(pulled.find((c) => c.id === String(original.id))?.data?.deleted).toBe('1');
    expect(pulled.some((c) => c.id === String(res.body.meeting.id))).toBe(true);
  });

  it('does not ask about the DNE list again for the same company', async () => {
    const body = acmeBooking({ addDomainToClientDne: 1 });
    const original = (await sdr.post('/api/meetings', body)).body.meeting;
    const res = await sdr.post('/api/meetings', { ...body, originalMeetingId: original.id, date: futureWeekday(21) });
    expect(res.status).toBe(201);
  });
});

describe('POST /api/meetings: idempotency', () => {
  it('replays the first answer for a repeated Idempotency-Key without booking twice', async () => {
    const body = acmeBooking();
    const headers = { 'Idempotency-Key': `booking-${body.prospectEmail.replace(/\W/g, '-')}` };
    const first = await sdr.post('/api/meetings', body, { headers });
    expect(first.status).toBe(201);
    const repeat = await sdr.post('/api/meetings', body, { headers });
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(repeat.body).toEqual(first.body);
    const rows = await db().select().from(meetings).where(eq(meetings.prospectEmail, body.prospectEmail));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/meetings: permissions', () => {
  it('answers 401 without a session and 403 to a guest', async () => {
    expect((await api.anonymous().post('/api/meetings', acmeBooking())).status).toBe(401);
    const guest = await api.as('guest@demo.test');
    const res = await guest.post('/api/meetings', acmeBooking());
    expect(res.status).toBe(403);
    expect((await guest.get(`/meeting/fill-dropdowns?client_id=${acme.id}&type=accounts`)).status).toBe(403);
    expect((await guest.get('/api/meeting-prospects?email=a@b.example')).status).toBe(403);
    expect((await guest.get(`/dne/check-domain/${acme.id}/a@globex.example`)).status).toBe(403);
    expect((await postForm(guest, '/meeting/get-inbox-data', `id=${acmeInbox.calendar}`)).status).toBe(403);
  });

  it('answers 403 to a user without book-meetings (content owner)', async () => {
    const content = await api.as('content@demo.test');
    const body = acmeBooking();
    const res = await content.post('/api/meetings', body);
    expect(res.status).toBe(403);
    expect(await db().select().from(meetings).where(eq(meetings.prospectEmail, body.prospectEmail))).toEqual([]);
  });

  it('lets a rep book for another bookable rep, and an admin book', async () => {
    const [pdm] = await db().select().from(users).where(eq(users.email, 'pdm@demo.test'));
    expect((await sdr.post('/api/meetings', acmeBooking({ sdr: pdm.id }))).status).toBe(201);
    const admin = await api.as('admin@demo.test');
    expect((await admin.post('/api/meetings', acmeBooking())).status).toBe(201);
  });
});
