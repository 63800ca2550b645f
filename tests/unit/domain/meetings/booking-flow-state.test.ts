import { describe, expect, it } from 'vitest';
import { bookingFormDefaults } from '../../../../src/domain/meetings/booking-defaults';
import {
  bookingFlowReducer,
  fieldsNeedAttention,
  initialBookingFlowState,
  type BookingFlowAction,
  type BookingFlowState,
} from '../../../../src/domain/meetings/booking-flow-state';

const run = (actions: BookingFlowAction[], state: BookingFlowState = initialBookingFlowState()) => actions.reduce(bookingFlowReducer, state);
const values = { ...bookingFormDefaults(), client: 1, prospectEmail: 'jane@initech.example' };
const open = (patch: Partial<Extract<BookingFlowAction, { type: 'open' }>> = {}): BookingFlowAction => ({
  type: 'open',
  values,
  titleEdited: false,
  restoredAt: null,
  refusal: null,
  sourceEntry: null,
  fieldErrors: {},
  message: null,
  ...patch,
});
const refusal = { error: 'On the list.', reason: 'dne' as const, dne: true as const, domain: 'initech.example' };

describe('the booking flow state (one reducer)', () => {
  it('opens once with what it starts from; a restored draft counts as unsaved input', () => {
    const fresh = run([open()]);
    expect(fresh).toMatchObject({ ready: true, touched: false, form: { values } });
    expect(run([open({ restoredAt: 5 })])).toMatchObject({ touched: true, restoredAt: 5 });
  });

  it('opens a refused queued booking with its refusal, its field errors shown, and the entry it replaces', () => {
    const state = run([open({ refusal, sourceEntry: 12, fieldErrors: { prospectEmail: 'Taken.' }, message: 'Refused.' })]);
    expect(state).toMatchObject({ refusal, sourceEntry: 12, submitted: true, formError: 'Refused.' });
    expect(state.serverErrors).toEqual({ prospectEmail: { message: 'Taken.', value: values.prospectEmail } });
  });

  it("marks only the rep's changes as unsaved input", () => {
    const opened = run([open()]);
    expect(run([{ type: 'form', action: { type: 'set', patch: { sdr: 3 } }, byRep: false }], opened).touched).toBe(false);
    expect(run([{ type: 'form', action: { type: 'set', patch: { sdr: 3 } }, byRep: true }], opened).touched).toBe(true);
    expect(run([{ type: 'type-email', email: 'al@hooli.example' }], opened)).toMatchObject({ touched: true, typedEmail: 'al@hooli.example' });
  });

  it('follows a submit: stopped here, refused by the server, invalid there, or done', () => {
    const opened = run([open()]);
    const stopped = run([{ type: 'submit', override: {} }, { type: 'invalid-here' }], opened);
    expect(stopped).toMatchObject({ submitted: true, formError: fieldsNeedAttention, attempt: 1, busy: false });

    const sending = run([{ type: 'submit', override: { ignoreDne: true } }, { type: 'sending' }], stopped);
    expect(sending).toMatchObject({ busy: true, formError: null, serverErrors: {}, form: { values: { ignoreDne: true } } });
    expect(run([{ type: 'refused', refusal }], sending)).toMatchObject({ refusal, busy: false });
    const invalid = run([{ type: 'invalid', fields: { date: 'Too far.' }, message: 'No.', values: sending.form.values }], sending);
    expect(invalid).toMatchObject({ busy: false, formError: 'No.', attempt: 2, serverErrors: { date: { message: 'Too far.' } } });

    const touched = run([{ type: 'form', action: { type: 'set', patch: { title: 'T' } }, byRep: true }], { ...sending, sourceEntry: 4, restoredAt: 9 });
    const queued = run([{ type: 'done', step: { kind: 'queued', tempId: -5, summary: 's', clientName: 'Acme', prospect: 'Jane' } }], touched);
    expect(queued).toMatchObject({ step: { kind: 'queued', tempId: -5 }, busy: false, touched: false, restoredAt: null, sourceEntry: null });
  });

  it('takes an inbox answer only for the inbox still chosen', () => {
    const data = { titlePrefix: 'Acme', timezone: 'America/Chicago', clientEmails: 'a@acme.example' };
    const chosen = run([open(), { type: 'choose-inbox', inboxId: 3 }]);
    expect(chosen).toMatchObject({ inboxStatus: 'loading', touched: true, form: { values: { schedulingInbox: 3 } } });
    const changed = run([{ type: 'choose-inbox', inboxId: 4 }], chosen);
    expect(run([{ type: 'inbox-answer', inboxId: 3, data, fromCache: false, viewerZone: 'UTC' }], changed)).toBe(changed);
    expect(run([{ type: 'inbox-answer', inboxId: 4, data, fromCache: true, viewerZone: 'UTC' }], changed)).toMatchObject({
      inboxStatus: 'cached',
      form: { values: { surveyEmails: 'a@acme.example', timezone: 'America/Chicago' } },
    });
    expect(run([{ type: 'inbox-answer', inboxId: 4, data: null, fromCache: false, viewerZone: 'UTC' }], changed).inboxStatus).toBe('unavailable');
    expect(run([{ type: 'choose-inbox', inboxId: null }], changed).inboxStatus).toBe('idle');
  });

  it('starts over with a fresh form and nothing of the last attempt', () => {
    const busy = run([open({ refusal, fieldErrors: { date: 'x' } }), { type: 'type-email', email: 'x@y.example' }, { type: 'choose-inbox', inboxId: 2 }]);
    const fresh = run([{ type: 'reset', values: bookingFormDefaults() }], busy);
    expect(fresh).toMatchObject({
      step: { kind: 'form' },
      touched: false,
      refusal: null,
      submitted: false,
      serverErrors: {},
      formError: null,
      inboxStatus: 'idle',
      typedEmail: null,
      form: { values: bookingFormDefaults(), titleEdited: false },
    });
  });
});
