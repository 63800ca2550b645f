import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { bookableRoleSlugs } from '../../domain/access/roles';
import type {
  BookingMailbox,
  ClientMeetingInfo,
  ConnectionStatus,
  MailboxGroups,
  MeetingProspect,
} from '../../domain/meetings/booking-lookups';
import { mailboxGroupKey } from '../../domain/meetings/booking-lookups';
import type { ExistingMeeting } from '../../domain/meetings/existing-meeting';
import type { Db } from '../db/client';
import { clientMeetingTypes, clients, dneDomains, schedulingInboxes, sendingMailboxes } from '../db/schema/clients';
import { industries, meetingTypes } from '../db/schema/lookups';
import { meetings } from '../db/schema/meetings';
import { companies, prospects } from '../db/schema/prospects';
import { roles, userRoles, users } from '../db/schema/users';

// Without noUncheckedIndexedAccess, `rows[0]` hides that it may be missing.
const first = <T>(rows: T[]): T | null => rows[0] ?? null;

export async function loadBookingClient(db: Db, clientId: number) {
  return first(
    await db.select({ id: clients.id, name: clients.name, status: clients.status }).from(clients).where(eq(clients.id, clientId)),
  );
}

export async function loadClientMeetingInfo(db: Db, clientId: number): Promise<ClientMeetingInfo | null> {
  const [client] = await db
    .select({ meetingLocation: clients.meetingLocation, meetingDescription: clients.meetingDescription })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) return null;
  const types = await db
    .select({ id: meetingTypes.id, name: meetingTypes.name, durationMinutes: meetingTypes.durationMinutes })
    .from(clientMeetingTypes)
    .innerJoin(meetingTypes, eq(meetingTypes.id, clientMeetingTypes.meetingTypeId))
    .where(eq(clientMeetingTypes.clientId, clientId))
    .orderBy(asc(meetingTypes.name));
  return { meetingTypes: types, ...client };
}

export async function clientOffersMeetingType(db: Db, clientId: number, meetingTypeId: number) {
  const rows = await db
    .select({ id: clientMeetingTypes.id })
    .from(clientMeetingTypes)
    .where(and(eq(clientMeetingTypes.clientId, clientId), eq(clientMeetingTypes.meetingTypeId, meetingTypeId)));
  return rows.length > 0;
}

export const listSchedulingInboxes = (db: Db, clientId: number) =>
  db.select().from(schedulingInboxes).where(eq(schedulingInboxes.clientId, clientId)).orderBy(asc(schedulingInboxes.id));

export const listSendingMailboxes = (db: Db, clientId: number) =>
  db.select().from(sendingMailboxes).where(eq(sendingMailboxes.clientId, clientId)).orderBy(asc(sendingMailboxes.id));

export async function loadSchedulingInbox(db: Db, id: number) {
  return first(await db.select().from(schedulingInboxes).where(eq(schedulingInboxes.id, id)));
}

export async function loadSendingMailbox(db: Db, id: number) {
  return first(await db.select().from(sendingMailboxes).where(eq(sendingMailboxes.id, id)));
}

/** Spec 7: mailboxes under their `header~status` key, in list order. */
export function groupMailboxes(
  rows: readonly { id: number; email: string; header: string }[],
  statuses: ReadonlyMap<number, ConnectionStatus>,
): MailboxGroups {
  const groups: MailboxGroups = {};
  for (const row of rows) {
    const status = statuses.get(row.id) ?? 'disconnected';
    const mailbox: BookingMailbox = { id: row.id, email: row.email, status };
    (groups[mailboxGroupKey(row.header, status)] ??= []).push(mailbox);
  }
  return groups;
}

const lowerEmailIs = (email: string) => eq(sql`lower(${prospects.email})`, email.toLowerCase());

export async function findMeetingProspect(db: Db, email: string): Promise<MeetingProspect | null> {
  const [row] = await db
    .select({ prospect: prospects, companyName: companies.name, industry: industries.name })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .leftJoin(industries, eq(industries.id, prospects.industryId))
    .where(lowerEmailIs(email))
    .limit(1);
  if (!row) return null;
  const p = row.prospect;
  return {
    id: p.id,
    email: p.email,
    title: p.title,
    firstName: p.firstName,
    lastName: p.lastName,
    name: [p.firstName, p.lastName].filter(Boolean).join(' '),
    phonePersonal: p.phonePersonal,
    phoneWork: p.phoneWork,
    state: p.state,
    company: p.companyId !== null && row.companyName !== null ? { id: p.companyId, name: row.companyName } : null,
    industry: row.industry,
  };
}

export async function isDomainOnDne(db: Db, clientId: number, domain: string) {
  const rows = await db
    .select({ id: dneDomains.id })
    .from(dneDomains)
    .where(and(eq(dneDomains.clientId, clientId), eq(sql`lower(${dneDomains.domain})`, domain.toLowerCase())));
  return rows.length > 0;
}

/** Adds a domain to the client's do-not-email list; already there is fine. */
export async function addDneDomain(db: Db, clientId: number, domain: string) {
  if (await isDomainOnDne(db, clientId, domain)) return;
  await db.insert(dneDomains).values({ clientId, domain: domain.toLowerCase() }).onConflictDoNothing();
}

export async function loadExistingMeeting(db: Db, clientId: number, meetingId: number): Promise<ExistingMeeting | null> {
  const [m] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.clientId, clientId)));
  if (!m) return null;
  return {
    id: m.id,
    prospectId: m.prospectId,
    prospectEmail: m.prospectEmail,
    client: m.clientId,
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
    additionalRecipients: m.additionalRecipients ?? null,
    surveyEmails: m.surveyEmails ?? '',
    noSendingMailbox: m.noSendingMailbox,
    deleted: m.deleted,
  };
}

/**
 * Serialises bookings of one prospect for one client until commit, so two
 * concurrent requests (two server processes) cannot both pass the duplicate
 * check.
 */
export async function lockProspectBooking(db: Db, clientId: number, email: string) {
  await db.execute(sql`select pg_advisory_xact_lock(${clientId}, hashtext(${email.toLowerCase()}))`);
}

/** A live meeting of this prospect with this client, other than `exceptId`. */
export async function findDuplicateMeeting(db: Db, clientId: number, email: string, exceptId: number | null) {
  const conditions = [
    eq(meetings.clientId, clientId),
    eq(meetings.deleted, false),
    eq(sql`lower(${meetings.prospectEmail})`, email.toLowerCase()),
  ];
  if (exceptId !== null) conditions.push(ne(meetings.id, exceptId));
  return first(
    await db
      .select({ id: meetings.id, date: meetings.date, startsAt: meetings.startsAt, timezone: meetings.timezone })
      .from(meetings)
      .where(and(...conditions))
      .orderBy(asc(meetings.startAt))
      .limit(1),
  );
}

/** Spec 6: reps bookable for a meeting are sdr, pdm, dso, ssdr, plus the current user. */
export async function isBookableRep(db: Db, userId: number, currentUserId: number) {
  const [user] = await db
    .select({ id: users.id, isGuest: users.isGuest, active: users.active })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.isGuest) return false;
  if (user.id === currentUserId) return true;
  if (!user.active) return false;
  const rows = await db
    .select({ slug: roles.slug })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), inArray(roles.slug, [...bookableRoleSlugs])));
  return rows.length > 0;
}

export type NewProspect = {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  phone: string;
  state: string;
  company: string;
  industry: string | null;
  domain: string;
};

/**
 * The prospect with this email, created when the email is new (spec 5: a
 * valid email the lookup does not know is a new prospect). An existing
 * prospect is not changed: the meeting keeps what the rep typed.
 */
export async function findOrCreateProspect(db: Db, p: NewProspect): Promise<number> {
  const [existing] = await db.select({ id: prospects.id }).from(prospects).where(lowerEmailIs(p.email)).limit(1);
  if (existing) return existing.id;
  const industry = p.industry
    ? first(
        await db.select({ id: industries.id }).from(industries).where(eq(sql`lower(${industries.name})`, p.industry.toLowerCase())).limit(1),
      )
    : null;
  let company = first(
    await db.select({ id: companies.id }).from(companies).where(eq(sql`lower(${companies.name})`, p.company.toLowerCase())).limit(1),
  );
  company ??= (
    await db
      .insert(companies)
      .values({ name: p.company, domain: p.domain, industryId: industry?.id ?? null })
      .returning({ id: companies.id })
  )[0];
  const [created] = await db
    .insert(prospects)
    .values({
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName || null,
      title: p.title || null,
      phoneWork: p.phone || null,
      state: p.state || null,
      companyId: company.id,
      industryId: industry?.id ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: prospects.id });
  if (created) return created.id;
  // Created meanwhile by another request with the same email.
  const [again] = await db.select({ id: prospects.id }).from(prospects).where(lowerEmailIs(p.email)).limit(1);
  return again.id;
}

/** Marks a rescheduled meeting deleted; false when it already was. */
export async function markMeetingDeleted(db: Db, meetingId: number) {
  const updated = await db
    .update(meetings)
    .set({ deleted: true, updatedAt: sql`now()`, version: sql`${meetings.version} + 1` })
    .where(and(eq(meetings.id, meetingId), eq(meetings.deleted, false)))
    .returning({ id: meetings.id });
  return updated.length > 0;
}

/**
 * "Save as template": the booking's location and description become what the
 * client's next booking is pre-filled with (get-client-meeting-info). True when
 * the client's row changed, so the caller puts it on the change feed.
 */
export async function saveClientMeetingTemplate(db: Db, clientId: number, template: { location: string | null; description: string | null }) {
  const updated = await db
    .update(clients)
    .set({ meetingLocation: template.location, meetingDescription: template.description, updatedAt: sql`now()`, version: sql`${clients.version} + 1` })
    .where(
      and(
        eq(clients.id, clientId),
        sql`(${clients.meetingLocation} is distinct from ${template.location} or ${clients.meetingDescription} is distinct from ${template.description})`,
      ),
    )
    .returning({ id: clients.id });
  return updated.length > 0;
}
