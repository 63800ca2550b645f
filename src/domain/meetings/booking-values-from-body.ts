import { bookingFormDefaults, type BookingFormValues } from './booking-defaults';

type Body = Record<string, unknown>;

const idOrNull = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/**
 * The form again from a body the rep sent (a queued booking the server
 * refused): every field as it was, so nothing typed is lost. The rep decides
 * about the do-not-email list again, so `ignoreDne` starts off.
 */
export function bookingValuesFromBody(raw: unknown): BookingFormValues {
  const defaults = bookingFormDefaults();
  if (!raw || typeof raw !== 'object') return defaults;
  const body = raw as Body;
  const recipients = Array.isArray(body.additionalRecipients)
    ? body.additionalRecipients.filter((r): r is string => typeof r === 'string')
    : null;
  return {
    ...defaults,
    originalMeetingId: idOrNull(body.originalMeetingId),
    prospectId: idOrNull(body.prospectId),
    client: idOrNull(body.client),
    meetingType: idOrNull(body.meetingType),
    schedulingInbox: idOrNull(body.schedulingInbox),
    noSendingMailbox: flag(body.noSendingMailbox, defaults.noSendingMailbox),
    sdr: idOrNull(body.sdr),
    surveyEmails: text(body.surveyEmails),
    prospectEmail: text(body.prospectEmail),
    additionalRecipients: recipients,
    prospectFirstName: text(body.prospectFirstName),
    prospectLastName: text(body.prospectLastName),
    prospectName: text(body.prospectName),
    prospectCompany: text(body.prospectCompany),
    prospectIndustry: typeof body.prospectIndustry === 'string' ? body.prospectIndustry : null,
    noIndustry: flag(body.noIndustry, defaults.noIndustry),
    prospectPhone: text(body.prospectPhone),
    prospectTitle: text(body.prospectTitle),
    prospectState: text(body.prospectState),
    date: text(body.date),
    startsAt: text(body.startsAt),
    endsAt: text(body.endsAt),
    timezone: text(body.timezone),
    title: text(body.title),
    location: text(body.location),
    description: text(body.description),
    sendClientSurvey: flag(body.sendClientSurvey, defaults.sendClientSurvey),
    sendMeetingInvite: flag(body.sendMeetingInvite, defaults.sendMeetingInvite),
    addDomainToClientDne: body.addDomainToClientDne === 0 ? 0 : 1,
    saveAsTemplate: flag(body.saveAsTemplate, defaults.saveAsTemplate),
    outreachMailbox: idOrNull(body.outreachMailbox),
    ignoreDne: false,
  };
}
