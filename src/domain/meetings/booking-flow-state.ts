import type { BookingFieldErrors } from './booking-body';
import type { BookingFormValues } from './booking-defaults';
import { bookingFormReducer, initialBookingFormState, type BookingFormAction, type BookingFormState } from './booking-form-state';
import type { InboxData } from './booking-lookups';
import type { BookingRefusal } from './booking-refusals';
import type { BookingResult } from './booking-result';

/** Step 1 is the form; step 2 the confirmation, or the booking kept on the device to be sent (spec 2, issue 4). */
export type BookingStep =
  | { kind: 'form' }
  | { kind: 'booked'; result: BookingResult; clientName: string; prospect: string }
  | { kind: 'queued'; tempId: number; summary: string; clientName: string; prospect: string };

export type InboxStatus = 'idle' | 'loading' | 'ready' | 'cached' | 'unavailable';

/** A field error from the server, shown while the field still holds what was sent. */
export type ServerErrors = Partial<Record<keyof BookingFormValues, { message: string; value: unknown }>>;

export function withValues(errors: BookingFieldErrors, values: BookingFormValues): ServerErrors {
  const out: ServerErrors = {};
  for (const [field, message] of Object.entries(errors) as [keyof BookingFormValues, string][]) {
    out[field] = { message, value: values[field] };
  }
  return out;
}

/** Everything the booking flow keeps between renders, in one place. */
export type BookingFlowState = {
  form: BookingFormState;
  step: BookingStep;
  /** The form has opened with what it starts from (a draft, a refused booking, a meeting, or nothing). */
  ready: boolean;
  /** The rep changed something since it opened (or it opened on a restored draft). */
  touched: boolean;
  /** When the restored draft was typed; null when none was restored. */
  restoredAt: number | null;
  refusal: BookingRefusal | null;
  /** The rep has tried to submit: every rule's error shows. */
  submitted: boolean;
  serverErrors: ServerErrors;
  formError: string | null;
  busy: boolean;
  /** Counts refused submits, so the form can move focus after each one. */
  attempt: number;
  inboxStatus: InboxStatus;
  /** The prospect email as the rep last typed it (a restored form keeps its details until then). */
  typedEmail: string | null;
  /** The refused queued booking (its outbox seq) this form picks up; discarded once resubmitted. */
  sourceEntry: number | null;
};

export type BookingFlowAction =
  /** A change of the form; `byRep` marks it as unsaved input. */
  | { type: 'form'; action: BookingFormAction; byRep: boolean }
  | {
      type: 'open';
      values: BookingFormValues;
      titleEdited: boolean;
      restoredAt: number | null;
      refusal: BookingRefusal | null;
      sourceEntry: number | null;
      fieldErrors: BookingFieldErrors;
      message: string | null;
    }
  | { type: 'type-email'; email: string }
  | { type: 'choose-inbox'; inboxId: number | null }
  | { type: 'inbox-answer'; inboxId: number; data: InboxData | null; fromCache: boolean; viewerZone: string }
  /** A submit starts: `override` is what a dialog's answer changes (ignoreDne). */
  | { type: 'submit'; override: Partial<BookingFormValues> }
  | { type: 'invalid-here' }
  | { type: 'sending' }
  | { type: 'refused'; refusal: BookingRefusal }
  | { type: 'invalid'; fields: BookingFieldErrors; message: string; values: BookingFormValues }
  | { type: 'error'; message: string }
  /** Booked, or kept on the device to be sent: the draft and a picked-up refused booking are done with. */
  | { type: 'done'; step: Exclude<BookingStep, { kind: 'form' }> }
  | { type: 'close-refusal' }
  /** "Book another meeting", "Start over". */
  | { type: 'reset'; values: BookingFormValues };

export function initialBookingFlowState(): BookingFlowState {
  return {
    form: initialBookingFormState(),
    step: { kind: 'form' },
    ready: false,
    touched: false,
    restoredAt: null,
    refusal: null,
    submitted: false,
    serverErrors: {},
    formError: null,
    busy: false,
    attempt: 0,
    inboxStatus: 'idle',
    typedEmail: null,
    sourceEntry: null,
  };
}

/** Shown when a submit is stopped before sending: each field says what to change. */
export const fieldsNeedAttention = 'Some fields need your attention: each says what to change.';

export function bookingFlowReducer(state: BookingFlowState, action: BookingFlowAction): BookingFlowState {
  const form = (a: BookingFormAction) => bookingFormReducer(state.form, a);
  switch (action.type) {
    case 'form':
      return { ...state, form: form(action.action), touched: state.touched || action.byRep };

    case 'open': {
      const errors = Object.keys(action.fieldErrors).length > 0;
      return {
        ...state,
        form: form({ type: 'load', values: action.values, titleEdited: action.titleEdited }),
        ready: true,
        restoredAt: action.restoredAt,
        touched: action.restoredAt !== null,
        refusal: action.refusal,
        sourceEntry: action.sourceEntry,
        submitted: state.submitted || errors,
        serverErrors: errors ? withValues(action.fieldErrors, action.values) : state.serverErrors,
        formError: action.message,
      };
    }

    case 'type-email':
      return { ...state, form: form({ type: 'prospect-email', email: action.email }), touched: true, typedEmail: action.email };

    case 'choose-inbox':
      return {
        ...state,
        form: form({ type: 'inbox', schedulingInbox: action.inboxId }),
        touched: true,
        inboxStatus: action.inboxId === null ? 'idle' : 'loading',
      };

    case 'inbox-answer': {
      // An answer for an inbox the rep has since changed is stale.
      if (state.form.values.schedulingInbox !== action.inboxId) return state;
      if (!action.data) return { ...state, inboxStatus: 'unavailable' };
      return {
        ...state,
        form: form({ type: 'inbox-data', schedulingInbox: action.inboxId, data: action.data, viewerZone: action.viewerZone }),
        inboxStatus: action.fromCache ? 'cached' : 'ready',
      };
    }

    case 'submit':
      return {
        ...state,
        form: Object.keys(action.override).length ? form({ type: 'set', patch: action.override }) : state.form,
        submitted: true,
        refusal: null,
        formError: null,
      };

    case 'invalid-here':
      return { ...state, formError: fieldsNeedAttention, attempt: state.attempt + 1 };

    case 'sending':
      return { ...state, serverErrors: {}, busy: true };

    case 'refused':
      return { ...state, refusal: action.refusal, busy: false };

    case 'invalid':
      return {
        ...state,
        serverErrors: withValues(action.fields, action.values),
        formError: action.message,
        attempt: state.attempt + 1,
        busy: false,
      };

    case 'error':
      return { ...state, formError: action.message, busy: false };

    case 'done':
      return { ...state, step: action.step, touched: false, restoredAt: null, sourceEntry: null, busy: false };

    case 'close-refusal':
      return { ...state, refusal: null };

    case 'reset':
      return {
        ...state,
        form: form({ type: 'load', values: action.values, titleEdited: false }),
        step: { kind: 'form' },
        touched: false,
        restoredAt: null,
        refusal: null,
        submitted: false,
        serverErrors: {},
        formError: null,
        inboxStatus: 'idle',
        typedEmail: null,
      };
  }
}
