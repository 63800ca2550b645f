import { bookingFormDefaults, type BookingFormValues } from './booking-defaults';
import type { ClientMeetingInfo, InboxData, MeetingProspect } from './booking-lookups';
import { defaultMeetingTitle } from './meeting-title';
import { isValidEmail } from '../email/email-pattern';
import { endSlotsAfter, slotMinutes } from '../time/meeting-slots';
import { isMeetingTimezone, resolveTimezone } from '../time/timezones';
import { clearedProspectFields, prospectFields } from './prospect-fields';

/**
 * The form as the rep fills it: the values, plus what the form needs to keep
 * its defaults in step (the title follows the inbox's prefix or the company
 * until the rep types their own; details filled from a stored prospect go
 * when the email changes to someone else).
 */
export type BookingFormState = {
  values: BookingFormValues;
  titleEdited: boolean;
  titlePrefix: string | null;
  prospectFromLookup: boolean;
};

export type BookingFormAction =
  | { type: 'set'; patch: Partial<BookingFormValues> }
  | { type: 'client'; client: number | null }
  | { type: 'client-info'; info: ClientMeetingInfo }
  | { type: 'meeting-type'; meetingType: number | null; durationMinutes: number | null }
  | { type: 'inbox'; schedulingInbox: number | null }
  | { type: 'inbox-data'; schedulingInbox: number; data: InboxData; viewerZone: string }
  | { type: 'start'; startsAt: string | null; durationMinutes: number | null }
  | { type: 'title'; title: string }
  | { type: 'company'; company: string }
  | { type: 'prospect-email'; email: string }
  | { type: 'prospect-lookup'; email: string; prospect: MeetingProspect | null }
  | { type: 'load'; values: BookingFormValues; titleEdited: boolean }
  | { type: 'reset' };

export function initialBookingFormState(values: BookingFormValues = bookingFormDefaults(), titleEdited = false): BookingFormState {
  return { values, titleEdited, titlePrefix: null, prospectFromLookup: false };
}

/** The title the form proposes while the rep has not typed one. */
function followTitle(state: BookingFormState, values: BookingFormValues): BookingFormValues {
  if (state.titleEdited) return values;
  // Nothing to call it after yet: leave the title empty rather than half-made.
  const subject = state.titlePrefix?.trim() || values.prospectCompany.trim();
  return { ...values, title: subject ? defaultMeetingTitle(state.titlePrefix, values.prospectCompany) : '' };
}

/** The end a start suggests: start plus the meeting type's length, else the next slot. */
export function suggestedEnd(startsAt: string, durationMinutes: number | null, currentEnd: string): string {
  const options = endSlotsAfter(startsAt);
  if (!options.length) return '';
  const start = slotMinutes(startsAt) ?? 0;
  const wanted = durationMinutes ? options.find((o) => slotMinutes(o.value) === start + durationMinutes) : undefined;
  if (wanted) return wanted.value;
  if (currentEnd && options.some((o) => o.value === currentEnd)) return currentEnd;
  return options[0].value;
}

export function bookingFormReducer(state: BookingFormState, action: BookingFormAction): BookingFormState {
  const { values } = state;
  switch (action.type) {
    case 'set':
      return { ...state, values: { ...values, ...action.patch } };

    case 'client': {
      if (action.client === values.client) return state;
      // Everything that belongs to the previous client goes; the prospect and the time stay.
      const next: BookingFormState = { ...state, titlePrefix: null };
      return {
        ...next,
        values: followTitle(next, {
          ...values,
          client: action.client,
          // A do-not-email answer was about the previous client's list.
          ignoreDne: false,
          meetingType: null,
          schedulingInbox: null,
          outreachMailbox: null,
          surveyEmails: '',
          location: '',
          description: '',
        }),
      };
    }

    case 'client-info': {
      const types = action.info.meetingTypes;
      const keepsType = types.some((t) => t.id === values.meetingType);
      return {
        ...state,
        values: {
          ...values,
          meetingType: keepsType ? values.meetingType : types.length === 1 ? types[0].id : null,
          location: values.location || action.info.meetingLocation || '',
          description: values.description || action.info.meetingDescription || '',
        },
      };
    }

    case 'meeting-type': {
      const next = { ...values, meetingType: action.meetingType };
      if (next.startsAt) next.endsAt = suggestedEnd(next.startsAt, action.durationMinutes, values.endsAt);
      return { ...state, values: next };
    }

    case 'inbox': {
      const next: BookingFormState = { ...state, titlePrefix: null };
      return { ...next, values: followTitle(next, { ...values, schedulingInbox: action.schedulingInbox }) };
    }

    case 'inbox-data': {
      // An answer for an inbox the rep has since changed is stale.
      if (values.schedulingInbox !== action.schedulingInbox) return state;
      const zone = resolveTimezone(action.data.timezone, action.viewerZone);
      const next: BookingFormState = { ...state, titlePrefix: action.data.titlePrefix };
      return {
        ...next,
        values: followTitle(next, {
          ...values,
          timezone: isMeetingTimezone(zone) ? zone : values.timezone,
          surveyEmails: action.data.clientEmails,
        }),
      };
    }

    case 'start': {
      const startsAt = action.startsAt ?? '';
      const endsAt = startsAt ? suggestedEnd(startsAt, action.durationMinutes, values.endsAt) : values.endsAt;
      return { ...state, values: { ...values, startsAt, endsAt } };
    }

    case 'title':
      return { ...state, titleEdited: action.title.trim() !== '', values: { ...values, title: action.title } };

    case 'company':
      return { ...state, values: followTitle(state, { ...values, prospectCompany: action.company }) };

    case 'prospect-email': {
      if (action.email.trim().toLowerCase() === values.prospectEmail.trim().toLowerCase()) {
        return { ...state, values: { ...values, prospectEmail: action.email } };
      }
      // Another address, another domain: the do-not-email question is asked again.
      const next = { ...values, prospectEmail: action.email, ignoreDne: false };
      // Spec 5: a changed or invalid email clears the prospect; details the
      // rep typed stay, details taken from another stored prospect go.
      if (!state.prospectFromLookup) return { ...state, values: { ...next, prospectId: null } };
      const cleared = { ...state, prospectFromLookup: false };
      return { ...cleared, values: followTitle(cleared, { ...next, ...clearedProspectFields() }) };
    }

    case 'prospect-lookup': {
      if (action.email.trim().toLowerCase() !== values.prospectEmail.trim().toLowerCase() || !isValidEmail(action.email)) return state;
      if (!action.prospect) {
        // Not found: a new prospect (spec 5).
        if (!state.prospectFromLookup) return { ...state, values: { ...values, prospectId: null } };
        const cleared = { ...state, prospectFromLookup: false };
        return { ...cleared, values: followTitle(cleared, { ...values, ...clearedProspectFields() }) };
      }
      const found = { ...state, prospectFromLookup: true };
      return { ...found, values: followTitle(found, { ...values, ...prospectFields(action.prospect) }) };
    }

    case 'load':
      return initialBookingFormState(action.values, action.titleEdited);

    case 'reset':
      return initialBookingFormState();
  }
}
