import { useMemo } from 'react';
import type { BookingFormValues } from '../../../domain/meetings/booking-defaults';
import { pastStartMessage } from '../../../domain/meetings/booking-times';
import { bookingBody, type BookingFieldErrors } from '../../../domain/meetings/booking-body';
import type { ServerErrors } from '../../../domain/meetings/booking-flow-state';


/**
 * The errors the form shows: every rule once the rep has tried to submit;
 * before that only what they have just chosen (a past start, spec 5, and a
 * date out of bounds); and the server's answers until the field changes.
 */
export function useBookingErrors(
  values: BookingFormValues,
  submitted: boolean,
  serverErrors: ServerErrors,
  /** What the form opened with: a reschedule's original time is not the rep's choice yet. */
  opened: BookingFormValues | null = null,
): BookingFieldErrors {
  // Issue 16: a reschedule opens on the original (often past) time; no error
  // until the rep has chosen a new one.
  const timeUnchosen =
    values.originalMeetingId !== null &&
    opened !== null &&
    values.date === opened.date &&
    values.startsAt === opened.startsAt &&
    values.timezone === opened.timezone;

  const clientErrors = useMemo(() => {
    const parsed = bookingBody(values);
    return parsed.ok ? {} : parsed.errors;
  }, [values]);

  return useMemo(() => {
    const shown: BookingFieldErrors = {};
    if (submitted) Object.assign(shown, clientErrors);
    else if (!timeUnchosen) {
      if (clientErrors.startsAt === pastStartMessage) shown.startsAt = clientErrors.startsAt;
      if (values.date && clientErrors.date) shown.date = clientErrors.date;
    }
    for (const [field, error] of Object.entries(serverErrors) as [keyof BookingFormValues, { message: string; value: unknown }][]) {
      if (Object.is(values[field], error.value) && !shown[field]) shown[field] = error.message;
    }
    return shown;
  }, [submitted, clientErrors, serverErrors, values, timeUnchosen]);
}
