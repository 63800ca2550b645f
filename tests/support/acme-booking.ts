import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { clients, schedulingInboxes, sendingMailboxes } from '../../src/server/db/schema/clients';
import type { ApiClient, TestApi } from './api-client';

/** A weekday some days ahead (two weeks by default): inside the bounds whatever today is. */
export function futureWeekday(days = 14): string {
  const day = Temporal.Now.plainDateISO('UTC').add({ days });
  return (day.dayOfWeek >= 6 ? day.add({ days: 8 - day.dayOfWeek }) : day).toString();
}

export type AcmeFixture = {
  sdrId: number;
  acme: { id: number; name: string };
  acmeTypeIds: number[];
  acmeInbox: { calendar: number; meetings: number };
  acmeMailbox: { hello: number; team: number };
  /** A valid booking for Acme Corp, for a prospect at a domain no one used yet. */
  booking: ReturnType<typeof acmeBookingBuilder>;
};

/** Acme Corp's ids in the seeded database (see tests/api/booking.test.ts for what reaches each dialog). */
export async function loadAcmeFixture(api: TestApi, sdr: ApiClient): Promise<AcmeFixture> {
  const db = api.database.db;
  const sdrId: number = (await sdr.get('/me')).body.id;
  const [acme] = await db.select({ id: clients.id, name: clients.name }).from(clients).where(eq(clients.name, 'Acme Corp'));
  const info = await sdr.get(`/meeting-scoreboard/get-client-meeting-info/${acme.id}`);
  const acmeTypeIds: number[] = info.body.meetingTypes.map((t: { id: number }) => t.id);
  const inboxes = await db.select().from(schedulingInboxes).where(eq(schedulingInboxes.clientId, acme.id));
  const acmeInbox = {
    calendar: inboxes.find((i) => i.email === 'calendar@acmecorp.example')!.id,
    meetings: inboxes.find((i) => i.email === 'meetings@acmecorp.example')!.id,
  };
  const mailboxes = await db.select().from(sendingMailboxes).where(eq(sendingMailboxes.clientId, acme.id));
  const acmeMailbox = {
    hello: mailboxes.find((m) => m.email === 'hello@acmecorp.example')!.id,
    team: mailboxes.find((m) => m.email === 'team@acmecorp.example')!.id,
  };
  return { sdrId, acme, acmeTypeIds, acmeInbox, acmeMailbox, booking: acmeBookingBuilder(sdrId, acme.id, acmeTypeIds, acmeInbox, acmeMailbox) };
}

function acmeBookingBuilder(sdrId: number, acmeId: number, acmeTypeIds: number[], acmeInbox: { calendar: number }, acmeMailbox: { hello: number }) {
  let counter = 0;
  return (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    return {
      originalMeetingId: null,
      prospectId: null,
      client: acmeId,
      meetingType: acmeTypeIds[0],
      schedulingInbox: acmeInbox.calendar,
      noSendingMailbox: false,
      sdr: sdrId,
      surveyEmails: 'success@acmecorp.example, owner@acmecorp.example',
      prospectEmail: `jane.doe${counter}@initech${counter}.example`,
      additionalRecipients: [`boss${counter}@initech${counter}.example`],
      prospectFirstName: 'Jane',
      prospectLastName: 'Doe',
      prospectName: 'Jane Doe',
      prospectCompany: `Initech ${counter}`,
      prospectIndustry: null,
      noIndustry: true,
      prospectPhone: '+1 555 123 4567',
      prospectTitle: 'VP Sales',
      prospectState: 'TX',
      date: futureWeekday(),
      startsAt: '10:30',
      endsAt: '11:00',
      timezone: 'America/New_York',
      title: 'Call to Discuss: Acme Corp',
      location: 'Zoom',
      description: 'Introductory call.',
      sendClientSurvey: true,
      sendMeetingInvite: true,
      addDomainToClientDne: 0,
      saveAsTemplate: false,
      outreachMailbox: acmeMailbox.hello,
      ignoreDne: false,
      ...overrides,
    };
  };
}
