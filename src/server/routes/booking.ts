import { Hono, type Context } from 'hono';
import { Temporal } from 'temporal-polyfill';
import { emailDomain, isValidEmail } from '../../domain/email/email-pattern';
import {
  bookMeeting,
  checkDneDomain,
  fillDropdowns,
  findMeetingProspect as findMeetingProspectCall,
  getClientMeetingInfo,
  getExistingMeeting,
  getInboxData,
} from '../../domain/meetings/booking-endpoints';
import { bookingRefusalMessages, type BookingRefusal } from '../../domain/meetings/booking-refusals';
import type { Booking } from '../../domain/meetings/booking-schema';
import { checkBookingTimes } from '../../domain/meetings/booking-times';
import { longDate, meetingSummaryLabel } from '../../domain/meetings/meeting-summary';
import { initialPipelineStatus } from '../../domain/meetings/pipeline-statuses';
import { joinProspectName } from '../../domain/meetings/prospect-name';
import { slotLabel } from '../../domain/time/meeting-slots';
import { wallClockToInstant } from '../../domain/time/wall-clock';
import { requirePermission, staffOnly } from '../auth/guards';
import { meetings } from '../db/schema/meetings';
import { HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { refreshBookingLookups } from '../queries/booking-lookups';
import { sendBookingMail } from '../integrations/send-booking-mail';
import { route } from '../http/route';
import {
  addDneDomain,
  clientOffersMeetingType,
  findDuplicateMeeting,
  findMeetingProspect,
  findOrCreateProspect,
  groupMailboxes,
  isBookableRep,
  isDomainOnDne,
  listSchedulingInboxes,
  listSendingMailboxes,
  loadBookingClient,
  loadClientMeetingInfo,
  loadExistingMeeting,
  loadSchedulingInbox,
  loadSendingMailbox,
  lockProspectBooking,
  markMeetingDeleted,
  saveClientMeetingTemplate,
} from '../queries/booking';
import { loadPipelineMeetingsByIds } from '../queries/meetings';
import { enqueueJob } from '../jobs/enqueue-job';
import { recordChange } from '../sync/record-change';
import { clientScope } from '../sync/scopes';

export const bookingRoutes = new Hono<AppEnv>();

// Clients a meeting can be booked for (as GET /api/clients?meetings=1 lists).
const bookableClientStatuses = ['active', 'onboarding'];

const fieldError = (field: string, message: string) => new HttpError(422, message, { fields: { [field]: message } });

route(bookingRoutes, getClientMeetingInfo, staffOnly, async (c, { params }) => {
  const info = await loadClientMeetingInfo(c.get('db'), params.clientId);
  if (!info) throw notFound();
  return info;
});

// Spec 7: inboxes and sending mailboxes under their `header~status` key, the
// statuses as the Gmail and Outreach integrations report them.
route(bookingRoutes, fillDropdowns, staffOnly, async (c, { query }) => {
  const clientId = query.client_id;
  const db = c.get('db');
  if (!(await loadBookingClient(db, clientId))) throw notFound();
  const { gmail, outreach } = c.get('deps').integrations;
  const inboxes = await listSchedulingInboxes(db, clientId);
  const mailboxes = await listSendingMailboxes(db, clientId);
  return {
    inboxes: groupMailboxes(inboxes, await gmail.inboxStatuses(db, inboxes.map((i) => i.id))),
    sendingMailboxes: groupMailboxes(mailboxes, await outreach.mailboxStatuses(db, mailboxes.map((m) => m.id))),
  };
});

// Spec 7: the inbox id is posted form-encoded, as the original form did.
route(
  bookingRoutes,
  getInboxData,
  staffOnly,
  async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) {
      throw new HttpError(415, 'Send the inbox id form-encoded, as id=<inbox id>.');
    }
    await next();
  },
  async (c, { body }) => {
    const inbox = await loadSchedulingInbox(c.get('db'), Number(body.id));
    if (!inbox) throw notFound();
    return { titlePrefix: inbox.titlePrefix, timezone: inbox.timezone, clientEmails: inbox.clientEmails.join(',') };
  },
);

route(bookingRoutes, findMeetingProspectCall, staffOnly, async (c, { query }) => {
  const email = query.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw fieldError('email', 'Enter a valid email address, like name@company.com.');
  const prospect = await findMeetingProspect(c.get('db'), email);
  return prospect ? [prospect] : [];
});

route(bookingRoutes, checkDneDomain, staffOnly, async (c, { params }) => {
  const email = params.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw fieldError('email', 'Enter a valid email address, like name@company.com.');
  const db = c.get('db');
  if (!(await loadBookingClient(db, params.clientId))) throw notFound();
  const domain = emailDomain(email);
  return { dne: await isDomainOnDne(db, params.clientId, domain), domain };
});

route(bookingRoutes, getExistingMeeting, staffOnly, async (c, { params }) => {
  const meeting = await loadExistingMeeting(c.get('db'), params.id, params.meetingId);
  if (!meeting) throw notFound();
  return meeting;
});

/**
 * POST /api/meetings: the booking form's body (domain/meetings/booking-schema).
 * Checked in this order: the schema (422 with fields), what the ids refer to
 * (422 with fields), then the answers that need the rep (422 with a reason):
 * past, dne, duplicate, outreach-disconnected, gmail-disconnected.
 */
route(bookingRoutes, bookMeeting, staffOnly, requirePermission('book-meetings'), async (c, { body: booking }) => {
  const db = c.get('db');
  const refs = await checkReferences(c, booking);

  const times = checkBookingTimes(booking, { now: Temporal.Now.instant(), viewerZone: booking.timezone });
  if (times?.reason === 'past') return refuse(c, { error: times.message, reason: 'past' });
  if (times) throw fieldError(times.field, times.message);

  const domain = emailDomain(booking.prospectEmail);
  // A reschedule for the same company was already past this question.
  const sameDomainReschedule = refs.original !== null && emailDomain(refs.original.prospectEmail) === domain;
  if (!booking.ignoreDne && !sameDomainReschedule && (await isDomainOnDne(db, refs.client.id, domain))) {
    return refuse(c, { error: bookingRefusalMessages.dne(domain, refs.client.name), reason: 'dne', dne: true, domain });
  }

  await lockProspectBooking(db, refs.client.id, booking.prospectEmail);
  const duplicate = await findDuplicateMeeting(db, refs.client.id, booking.prospectEmail, booking.originalMeetingId);
  if (duplicate) {
    const when = `${longDate(duplicate.date)} at ${slotLabel(duplicate.startsAt)}`;
    return refuse(c, {
      error: bookingRefusalMessages.duplicate(booking.prospectEmail, refs.client.name, when),
      reason: 'duplicate',
      meetingId: duplicate.id,
      date: duplicate.date,
      startsAt: duplicate.startsAt,
      timezone: duplicate.timezone,
    });
  }

  const { outreach, gmail, mail } = c.get('deps').integrations;
  if (refs.mailbox) {
    if ((await outreach.accountStatus(db, refs.client.id)) !== 'connected') {
      const error = bookingRefusalMessages.outreachAccount(refs.client.name);
      return refuse(c, { error, reason: 'outreach-disconnected', disconnected: 'account' });
    }
    if ((await outreach.mailboxStatuses(db, [refs.mailbox.id])).get(refs.mailbox.id) !== 'connected') {
      const error = bookingRefusalMessages.outreachMailbox(refs.mailbox.email);
      return refuse(c, { error, reason: 'outreach-disconnected', disconnected: 'mailbox' });
    }
  }
  if (booking.sendMeetingInvite && (await gmail.inboxStatuses(db, [refs.inbox.id])).get(refs.inbox.id) !== 'connected') {
    return refuse(c, { error: bookingRefusalMessages.gmail(refs.inbox.email), reason: 'gmail-disconnected', inbox: refs.inbox.email });
  }

  const userId = c.get('user').id;
  const prospectName = joinProspectName(booking.prospectFirstName, booking.prospectLastName) || booking.prospectName;
  const industry = booking.noIndustry ? null : booking.prospectIndustry || null;
  const prospectId = await findOrCreateProspect(db, {
    email: booking.prospectEmail,
    firstName: booking.prospectFirstName,
    lastName: booking.prospectLastName,
    title: booking.prospectTitle,
    phone: booking.prospectPhone,
    state: booking.prospectState,
    company: booking.prospectCompany,
    industry,
    domain,
  });
  const startAt = wallClockToInstant(booking.date, booking.startsAt, booking.timezone);
  const [{ id }] = await db
    .insert(meetings)
    .values({
      clientId: refs.client.id,
      prospectId,
      meetingTypeId: booking.meetingType,
      schedulingInboxId: refs.inbox.id,
      outreachMailboxId: refs.mailbox?.id ?? null,
      noSendingMailbox: booking.noSendingMailbox,
      sdrId: booking.sdr,
      originalMeetingId: booking.originalMeetingId,
      surveyEmails: booking.surveyEmails,
      additionalRecipients: booking.additionalRecipients,
      prospectEmail: booking.prospectEmail,
      prospectName,
      prospectTitle: booking.prospectTitle || null,
      prospectCompany: booking.prospectCompany,
      prospectIndustry: industry,
      prospectPhone: booking.prospectPhone || null,
      prospectState: booking.prospectState || null,
      date: booking.date,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      timezone: booking.timezone,
      startAt: new Date(startAt.epochMilliseconds),
      title: booking.title,
      location: booking.location || null,
      description: booking.description || null,
      sendClientSurvey: booking.sendClientSurvey,
      sendMeetingInvite: booking.sendMeetingInvite,
      status: initialPipelineStatus,
      createdById: userId,
    })
    .returning({ id: meetings.id });

  if (refs.original && (await markMeetingDeleted(db, refs.original.id))) {
    await recordChange(db, 'meetings', refs.original.id, 'put', [clientScope(refs.client.id)]);
  }
  if (booking.addDomainToClientDne === 1) await addDneDomain(db, refs.client.id, domain);
  const template = { location: booking.location || null, description: booking.description || null };
  if (booking.saveAsTemplate && (await saveClientMeetingTemplate(db, refs.client.id, template))) {
    await recordChange(db, 'clients', refs.client.id, 'put', [clientScope(refs.client.id)]);
    await refreshBookingLookups(db, { gmail, outreach }, [refs.client.id]);
  }

  const summary = meetingSummaryLabel(booking);
  const sent = await sendBookingMail(db, mail, booking, { meetingId: id, summary, prospectName, clientName: refs.client.name });
  await recordChange(db, 'meetings', id, 'put', [clientScope(refs.client.id)]);
  // After the commit, a short message to the client's team's Slack (issue 22).
  await enqueueJob(db, 'slack.meeting-booked', { meetingId: id }, { uniqueKey: `slack.meeting-booked:${id}` });

  const [meeting] = await loadPipelineMeetingsByIds(db, [id]);
  return { meeting, sent, summary };
});

function refuse(c: Context<AppEnv>, refusal: BookingRefusal) {
  return c.json(refusal, 422);
}

/** What the booking's ids point at, each checked to belong to its client. */
async function checkReferences(c: Context<AppEnv>, booking: Booking) {
  const db = c.get('db');
  const client = await loadBookingClient(db, booking.client);
  if (!client) throw fieldError('client', 'Choose a client from the list.');
  if (!bookableClientStatuses.includes(client.status)) {
    throw fieldError('client', `${client.name} is ${client.status}, so meetings cannot be booked for it. Choose another client.`);
  }
  if (!(await clientOffersMeetingType(db, client.id, booking.meetingType))) {
    throw fieldError('meetingType', `Choose one of ${client.name}'s meeting types.`);
  }
  const inbox = await loadSchedulingInbox(db, booking.schedulingInbox);
  if (!inbox || inbox.clientId !== client.id) throw fieldError('schedulingInbox', `Choose one of ${client.name}'s scheduling inboxes.`);
  let mailbox: Awaited<ReturnType<typeof loadSendingMailbox>> = null;
  if (!booking.noSendingMailbox && booking.outreachMailbox !== null) {
    mailbox = await loadSendingMailbox(db, booking.outreachMailbox);
    if (!mailbox || mailbox.clientId !== client.id) {
      throw fieldError('outreachMailbox', `Choose one of ${client.name}'s sending mailboxes, or tick No sending mailbox.`);
    }
  }
  if (!(await isBookableRep(db, booking.sdr, c.get('user').id))) throw fieldError('sdr', 'Choose a rep from the list.');
  let original: Awaited<ReturnType<typeof loadExistingMeeting>> = null;
  if (booking.originalMeetingId !== null) {
    original = await loadExistingMeeting(db, client.id, booking.originalMeetingId);
    if (!original) throw fieldError('originalMeetingId', `The meeting being rescheduled is not one of ${client.name}'s meetings.`);
  }
  return { client, inbox, mailbox, original };
}
