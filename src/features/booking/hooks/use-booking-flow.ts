import { useCallback, useEffect, useReducer } from 'react';
import { appDb } from '../../../data/db/app-db-instance';
import { errorMessage } from '../../../data/http/transport-error';
import { useConnection } from '../../../data/react/use-connection';
import { newId } from '../../../data/sync/enqueue';
import { bookingBody } from '../../../domain/meetings/booking-body';
import type { BookingFormValues } from '../../../domain/meetings/booking-defaults';
import { bookingFlowReducer, initialBookingFlowState } from '../../../domain/meetings/booking-flow-state';
import type { BookingFormAction } from '../../../domain/meetings/booking-form-state';
import type { BookingOrigin } from '../../../domain/meetings/booking-origin';
import { pastStartMessage } from '../../../domain/meetings/booking-times';
import { meetingSummaryLabel } from '../../../domain/meetings/meeting-summary';
import { viewerTimezone } from '../../../domain/time/timezones';
import { useDirtyForm } from '../../../ui/dirty-forms';
import { bookMeeting, type BookingOutcome } from '../commands/book-meeting';
import { discardBookingDraft } from '../commands/discard-booking-draft';
import { discardRefusedBooking } from '../commands/discard-refused-booking';
import { queueBooking } from '../commands/queue-booking';
import { loadInboxData } from './load-inbox-data';
import { useBookableClients } from './use-bookable-clients';
import { useBookingErrors } from './use-booking-errors';
import { useBookingReps } from './use-booking-reps';
import { freshBookingValues, useBookingStart } from './use-booking-start';
import { useClientBookingData } from './use-client-booking-data';
import { useDraftAutosave } from './use-draft-autosave';
import { useProspectChecks } from './use-prospect-checks';

export type BookingFlowOptions = { origin: BookingOrigin; clientId: number | null };

/**
 * The booking form's behaviour, shared by /meeting/new and the modal: what it
 * opens with, the calls made while it is filled, the submit (online at once,
 * else queued), the refusal dialogs, step 2, and the unsent draft. Its state
 * is one reducer (domain/meetings/booking-flow-state.ts).
 */
export function useBookingFlow({ origin, clientId }: BookingFlowOptions) {
  const start = useBookingStart(origin, clientId);
  const [state, dispatch] = useReducer(bookingFlowReducer, undefined, initialBookingFlowState);
  const { form, step, ready, busy } = state;
  const values = form.values;
  const connected = useConnection();

  /** A change the form makes itself (a default, a lookup's answer): not unsaved input. */
  const apply = useCallback((action: BookingFormAction) => dispatch({ type: 'form', action, byRep: false }), []);
  /** A change the rep made: the form now holds unsaved input. */
  const act = useCallback((action: BookingFormAction) => dispatch({ type: 'form', action, byRep: true }), []);

  const clients = useBookableClients(values.client);
  const online = connected && !clients.offline;
  const reps = useBookingReps();
  const clientData = useClientBookingData(values.client, connected);
  const checks = useProspectChecks({ typedEmail: state.typedEmail, email: values.prospectEmail, client: values.client, dispatch: apply });

  // Open with what useBookingStart found, once.
  useEffect(() => {
    if (ready || start.kind !== 'ready') return;
    dispatch({
      type: 'open',
      values: start.values,
      titleEdited: start.titleEdited,
      restoredAt: start.restoredAt,
      refusal: start.refusal,
      sourceEntry: start.entry?.seq ?? null,
      fieldErrors: start.fieldErrors,
      message: start.message,
    });
  }, [ready, start]);

  // The rep booking is the current user unless someone else is chosen.
  useEffect(() => {
    if (ready && values.sdr === null && reps.me) apply({ type: 'set', patch: { sdr: reps.me.id } });
  }, [ready, values.sdr, reps.me, apply]);

  // The client's defaults fill what is still empty (a pre-filled form keeps its own).
  useEffect(() => {
    if (ready && clientData.info) apply({ type: 'client-info', info: clientData.info });
  }, [ready, clientData.info, apply]);

  const dirty = ready && state.touched && step.kind === 'form';
  useDirtyForm(dirty);

  useDraftAutosave(dirty, origin, values, form.titleEdited);
  const errors = useBookingErrors(values, state.submitted, state.serverErrors, start.kind === 'ready' ? start.values : null);

  const clientName = (id: number) => clients.clients.find((c) => c.id === id)?.name ?? 'the client';

  /** Booked or queued: the refused booking it replaces and the draft are done with. */
  async function forgetInputs() {
    if (state.sourceEntry !== null) await discardRefusedBooking(state.sourceEntry);
    await discardBookingDraft(appDb(), origin);
  }

  async function submit(override: Partial<BookingFormValues> = {}) {
    if (busy) return;
    const next = { ...values, ...override };
    dispatch({ type: 'submit', override });
    const parsed = bookingBody(next);
    if (!parsed.ok) {
      dispatch({ type: 'invalid-here' });
      // Issue 16: a past start, when it is all that is left, gets the dialog
      // of spec 2, as the server's refusal of it does.
      const fields = Object.keys(parsed.errors);
      if (fields.length === 1 && parsed.errors.startsAt === pastStartMessage) dispatch({ type: 'refused', refusal: { reason: 'past', error: pastStartMessage } });
      return;
    }
    dispatch({ type: 'sending' });
    try {
      const body = parsed.body;
      const key = newId();
      const name = clientName(body.client);
      const prospect = body.prospectName || body.prospectEmail;
      const outcome: BookingOutcome = navigator.onLine ? await bookMeeting(body, key) : { kind: 'unsent', message: 'Offline' };
      switch (outcome.kind) {
        case 'booked':
          await forgetInputs();
          return dispatch({ type: 'done', step: { kind: 'booked', result: outcome.result, clientName: name, prospect } });
        case 'refused':
          return dispatch({ type: 'refused', refusal: outcome.refusal });
        case 'invalid':
          return dispatch({ type: 'invalid', fields: outcome.fields, message: outcome.message, values: next });
        case 'unsent': {
          const queued = await queueBooking(body, { idempotencyKey: key, clientName: name });
          await forgetInputs();
          return dispatch({
            type: 'done',
            step: { kind: 'queued', tempId: queued.tempId, summary: meetingSummaryLabel(body), clientName: name, prospect },
          });
        }
        case 'error':
          return dispatch({ type: 'error', message: outcome.message });
      }
    } catch (e) {
      dispatch({ type: 'error', message: errorMessage(e) });
    }
  }

  /** Step 2's "Book another meeting" and the form's "Start over". */
  async function reset() {
    await discardBookingDraft(appDb(), origin);
    dispatch({ type: 'reset', values: { ...freshBookingValues(clientId), sdr: reps.me?.id ?? null } });
  }

  async function chooseInbox(inboxId: number | null) {
    dispatch({ type: 'choose-inbox', inboxId });
    if (inboxId === null) return;
    const answer = await loadInboxData(values.client, inboxId);
    dispatch({ type: 'inbox-answer', inboxId, data: answer.data, fromCache: answer.data !== null && answer.fromCache, viewerZone: viewerTimezone() });
  }

  const durationOf = (meetingType: number | null) =>
    clientData.info?.meetingTypes.find((t) => t.id === meetingType)?.durationMinutes ?? null;

  return {
    start,
    ready,
    step,
    form,
    values,
    errors,
    formError: state.formError,
    attempt: state.attempt,
    busy,
    online,
    restoredAt: state.restoredAt,
    refusal: state.refusal,
    dirty,
    clients,
    reps,
    clientData,
    checks,
    inboxStatus: state.inboxStatus,
    isReschedule: values.originalMeetingId !== null,
    act,
    durationOf,
    chooseInbox,
    typeEmail: (email: string) => dispatch({ type: 'type-email', email }),
    submit,
    reset,
    closeRefusal: () => dispatch({ type: 'close-refusal' }),
  };
}

export type BookingFlow = ReturnType<typeof useBookingFlow>;
