import * as v from 'valibot';
import type { BookingFormValues } from './booking-defaults';
import type { Booking } from './booking-schema';
import { bookingSchemaAt, type BookingClock } from './booking-times';
import { joinProspectName } from './prospect-name';

export type BookingFieldErrors = Partial<Record<keyof BookingFormValues, string>>;

export type BookingBodyResult = { ok: true; body: Booking } | { ok: false; errors: BookingFieldErrors };

/**
 * The body of POST /api/meetings from the form (issue 4 wire format): checked
 * with the server's own schema plus the clock rules, so a past start is
 * refused on `startsAt` and a date out of bounds on `date` before anything is
 * sent. The form-only `channel` stays behind; the full name is built from the
 * first and last name; an empty list of additional recipients is null.
 */
export function bookingBody(values: BookingFormValues, clock: BookingClock = {}): BookingBodyResult {
  const { channel: _channel, ...fields } = values;
  const input = {
    ...fields,
    prospectName: joinProspectName(values.prospectFirstName, values.prospectLastName) || values.prospectName,
    additionalRecipients: values.additionalRecipients?.length ? values.additionalRecipients : null,
    prospectIndustry: values.noIndustry ? null : values.prospectIndustry,
    outreachMailbox: values.noSendingMailbox ? null : values.outreachMailbox,
  };
  const parsed = v.safeParse(bookingSchemaAt(clock), input);
  if (parsed.success) return { ok: true, body: parsed.output };
  return { ok: false, errors: fieldErrorsOf(parsed.issues) };
}

/** The first message per field, from valibot issues. */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): BookingFieldErrors {
  const errors: BookingFieldErrors = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in errors)) errors[key as keyof BookingFormValues] = issue.message;
  }
  return errors;
}

/** A server's `fields` answer (422) as form errors; unknown keys are dropped. */
export function serverFieldErrors(fields: unknown): BookingFieldErrors {
  if (!fields || typeof fields !== 'object') return {};
  const errors: BookingFieldErrors = {};
  for (const [key, message] of Object.entries(fields as Record<string, unknown>)) {
    const text = Array.isArray(message) ? message[0] : message;
    if (typeof text === 'string') errors[key as keyof BookingFormValues] = text;
  }
  return errors;
}
