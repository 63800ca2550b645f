import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { appDb } from '../../data/db/app-db-instance';
import { connection } from '../../data/sync/connection';
import { newId } from '../../data/sync/enqueue';
import { discardEdit } from '../../data/sync/settle';
import type { BookingFormValues } from '../../domain/meetings/booking-defaults';
import type { BookingRefusal } from '../../domain/meetings/booking-refusals';
import type { BookingResult } from '../../domain/meetings/booking-result';
import { meetingSummaryLabel } from '../../domain/meetings/meeting-summary';
import { viewerTimezone } from '../../domain/time/timezones';
import { useDirtyForm } from '../../ui/dirty-forms';
import { useStore } from '../../data/react/use-store';
import { bookMeeting, type BookingOutcome } from './book-meeting';
import { bookingBody } from './booking-body';
import { discardBookingDraft, type BookingOrigin } from './booking-draft';
import { bookingFormReducer, initialBookingFormState, type BookingFormAction } from './booking-form-state';
import { loadInboxData } from './load-inbox-data';
import { queueBooking } from './queue-booking';
import { useBookableClients } from './use-bookable-clients';
import { freshBookingValues, useBookingStart } from './use-booking-start';
import { useBookingReps } from './use-booking-reps';
import { useBookingErrors, withValues, type ServerErrors } from './use-booking-errors';
import { useClientBookingData } from './use-client-booking-data';
import { useDraftAutosave } from './use-draft-autosave';
import { useProspectChecks } from './use-prospect-checks';

export type BookingStep =
  | { kind: 'form' }
  | { kind: 'booked'; result: BookingResult; clientName: string; prospect: string }
  | { kind: 'queued'; tempId: number; summary: string; clientName: string; prospect: string };

export type InboxStatus = 'idle' | 'loading' | 'ready' | 'cached' | 'unavailable';

export type BookingFlowOptions = { origin: BookingOrigin; clientId: number | null };

/**
 * The booking form's behaviour, shared by /meeting/new and the modal: what it
 * opens with, the calls made while it is filled, the submit (online at once,
 * else queued), the refusal dialogs, step 2, and the unsent draft.
 */
export function useBookingFlow({ origin, clientId }: BookingFlowOptions) {
  const start = useBookingStart(origin, clientId);
  const [form, rawDispatch] = useReducer(bookingFormReducer, undefined, () => initialBookingFormState());
  const [step, setStep] = useState<BookingStep>({ kind: 'form' });
  const [ready, setReady] = useState(false);
  const [touched, setTouched] = useState(false);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<BookingRefusal | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Counts refused submits, so the form can move focus after each one. */
  const [attempt, setAttempt] = useState(0);
  const [inboxStatus, setInboxStatus] = useState<InboxStatus>('idle');
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const sourceEntry = useRef<number | null>(null);
  const connected = useStore(connection);
  const values = form.values;

  const clients = useBookableClients();
  const online = connected && !clients.offline;
  const reps = useBookingReps();
  const clientData = useClientBookingData(values.client);
  const checks = useProspectChecks({ typedEmail, email: values.prospectEmail, client: values.client, dispatch: rawDispatch });

  // Open with what useBookingStart found, once.
  useEffect(() => {
    if (ready || start.kind !== 'ready') return;
    rawDispatch({ type: 'load', values: start.values, titleEdited: start.titleEdited });
    setRestoredAt(start.restoredAt);
    setTouched(start.restoredAt !== null);
    setRefusal(start.refusal);
    sourceEntry.current = start.entry?.seq ?? null;
    if (Object.keys(start.fieldErrors).length) {
      setSubmitted(true);
      setServerErrors(withValues(start.fieldErrors, start.values));
    }
    setFormError(start.message);
    setReady(true);
  }, [ready, start]);

  // The rep booking is the current user unless someone else is chosen.
  useEffect(() => {
    if (ready && values.sdr === null && reps.me) rawDispatch({ type: 'set', patch: { sdr: reps.me.id } });
  }, [ready, values.sdr, reps.me]);

  // The client's defaults fill what is still empty (a pre-filled form keeps its own).
  useEffect(() => {
    if (ready && clientData.info) rawDispatch({ type: 'client-info', info: clientData.info });
  }, [ready, clientData.info]);

  /** A change the rep made: the form now holds unsaved input. */
  const act = useCallback((action: BookingFormAction) => {
    rawDispatch(action);
    setTouched(true);
  }, []);

  const dirty = ready && touched && step.kind === 'form';
  useDirtyForm(dirty);

  useDraftAutosave(dirty, origin, values, form.titleEdited);
  const errors = useBookingErrors(values, submitted, serverErrors);

  const clientName = (id: number) => clients.clients.find((c) => c.id === id)?.name ?? 'the client';

  async function finishSubmit() {
    const db = appDb();
    if (sourceEntry.current !== null) {
      // The refused queued booking is replaced by this one: never both.
      await discardEdit(db, sourceEntry.current);
      sourceEntry.current = null;
    }
    await discardBookingDraft(db, origin);
    setTouched(false);
    setRestoredAt(null);
  }

  async function submit(override: Partial<BookingFormValues> = {}) {
    if (busy) return;
    const next = { ...values, ...override };
    if (Object.keys(override).length) rawDispatch({ type: 'set', patch: override });
    setSubmitted(true);
    setRefusal(null);
    setFormError(null);
    const parsed = bookingBody(next);
    if (!parsed.ok) {
      setFormError('Some fields need your attention: each says what to change.');
      setAttempt((n) => n + 1);
      return;
    }
    setServerErrors({});
    setBusy(true);
    try {
      const body = parsed.body;
      const key = newId();
      const name = clientName(body.client);
      const outcome: BookingOutcome = navigator.onLine ? await bookMeeting(body, key) : { kind: 'unsent', message: 'Offline' };
      switch (outcome.kind) {
        case 'booked':
          await finishSubmit();
          setStep({ kind: 'booked', result: outcome.result, clientName: name, prospect: body.prospectName || body.prospectEmail });
          break;
        case 'refused':
          setRefusal(outcome.refusal);
          break;
        case 'invalid':
          setServerErrors(withValues(outcome.fields, next));
          setFormError(outcome.message);
          setAttempt((n) => n + 1);
          break;
        case 'unsent': {
          const queued = await queueBooking(body, { idempotencyKey: key, clientName: name });
          await finishSubmit();
          setStep({
            kind: 'queued',
            tempId: queued.tempId,
            summary: meetingSummaryLabel(body),
            clientName: name,
            prospect: body.prospectName || body.prospectEmail,
          });
          break;
        }
        case 'error':
          setFormError(outcome.message);
          break;
      }
    } finally {
      setBusy(false);
    }
  }

  /** Step 2's "Book another meeting" and the form's "Start over". */
  async function reset() {
    await discardBookingDraft(appDb(), origin);
    rawDispatch({ type: 'load', values: { ...freshBookingValues(clientId), sdr: reps.me?.id ?? null }, titleEdited: false });
    setStep({ kind: 'form' });
    setTouched(false);
    setRestoredAt(null);
    setRefusal(null);
    setSubmitted(false);
    setServerErrors({});
    setFormError(null);
    setInboxStatus('idle');
    setTypedEmail(null);
  }

  async function chooseInbox(inboxId: number | null) {
    act({ type: 'inbox', schedulingInbox: inboxId });
    if (inboxId === null) return setInboxStatus('idle');
    setInboxStatus('loading');
    const answer = await loadInboxData(inboxId);
    if (answer.data) {
      rawDispatch({ type: 'inbox-data', schedulingInbox: inboxId, data: answer.data, viewerZone: viewerTimezone() });
      setInboxStatus(answer.fromCache ? 'cached' : 'ready');
    } else setInboxStatus('unavailable');
  }

  function typeEmail(email: string) {
    act({ type: 'prospect-email', email });
    setTypedEmail(email);
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
    formError,
    attempt,
    busy,
    online,
    restoredAt,
    refusal,
    dirty,
    clients,
    reps,
    clientData,
    checks,
    inboxStatus,
    isReschedule: values.originalMeetingId !== null,
    act,
    durationOf,
    chooseInbox,
    typeEmail,
    submit,
    reset,
    closeRefusal: () => setRefusal(null),
  };
}

export type BookingFlow = ReturnType<typeof useBookingFlow>;
