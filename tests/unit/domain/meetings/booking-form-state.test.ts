import { describe, expect, it } from 'vitest';
import { bookingFormDefaults } from '../../../../src/domain/meetings/booking-defaults';
import type { MeetingProspect } from '../../../../src/domain/meetings/booking-lookups';
import {
  bookingFormReducer,
  initialBookingFormState,
  suggestedEnd,
  type BookingFormAction,
  type BookingFormState,
} from '../../../../src/domain/meetings/booking-form-state';

const run = (actions: BookingFormAction[], state: BookingFormState = initialBookingFormState()) => actions.reduce(bookingFormReducer, state);

const jane: MeetingProspect = {
  id: 31,
  email: 'jane@initech.example',
  title: 'VP Sales',
  firstName: 'Jane',
  lastName: 'Doe',
  name: 'Jane Mary Doe',
  phonePersonal: '+1 555 000 0001',
  phoneWork: null,
  state: 'TX',
  company: { id: 4, name: 'Initech' },
  industry: null,
};

const acmeInfo = {
  meetingTypes: [{ id: 2, name: 'Discovery Call', durationMinutes: 30 }],
  meetingLocation: 'Zoom',
  meetingDescription: 'Intro call.',
};

describe('choosing a client', () => {
  it('drops everything that belonged to the previous client and keeps the prospect and the time', () => {
    const filled = run([
      { type: 'client', client: 1 },
      { type: 'client-info', info: acmeInfo },
      { type: 'inbox', schedulingInbox: 5 },
      { type: 'inbox-data', schedulingInbox: 5, data: { titlePrefix: 'Acme', timezone: 'America/Chicago', clientEmails: 'a@acme.example' }, viewerZone: 'UTC' },
      { type: 'set', patch: { outreachMailbox: 9, ignoreDne: true, prospectEmail: 'jo@x.example', date: '2026-12-07', startsAt: '10:30' } },
    ]);
    const next = bookingFormReducer(filled, { type: 'client', client: 2 });
    expect(next.values).toMatchObject({
      client: 2,
      meetingType: null,
      schedulingInbox: null,
      outreachMailbox: null,
      surveyEmails: '',
      location: '',
      description: '',
      ignoreDne: false,
      prospectEmail: 'jo@x.example',
      date: '2026-12-07',
      startsAt: '10:30',
      timezone: 'America/Chicago',
    });
    expect(next.titlePrefix).toBeNull();
  });

  it("fills the client's location and description and its only meeting type, without overwriting a pre-filled form", () => {
    const fresh = run([{ type: 'client', client: 1 }, { type: 'client-info', info: acmeInfo }]);
    expect(fresh.values).toMatchObject({ meetingType: 2, location: 'Zoom', description: 'Intro call.' });

    const prefilled = initialBookingFormState({ ...bookingFormDefaults(), client: 1, meetingType: 2, location: 'Office', description: 'Kept' });
    expect(bookingFormReducer(prefilled, { type: 'client-info', info: acmeInfo }).values).toMatchObject({ location: 'Office', description: 'Kept' });

    const two = { ...acmeInfo, meetingTypes: [...acmeInfo.meetingTypes, { id: 3, name: 'Demo', durationMinutes: 60 }] };
    expect(run([{ type: 'client', client: 1 }, { type: 'client-info', info: two }]).values.meetingType).toBeNull();
  });
});

describe('the scheduling inbox', () => {
  const inboxData = { titlePrefix: 'Acme Sales', timezone: 'America/Chicago', clientEmails: 'success@acme.example,owner@acme.example' };

  it('sets the title prefix, the zone and the survey recipients from POST /meeting/get-inbox-data', () => {
    const state = run([
      { type: 'inbox', schedulingInbox: 5 },
      { type: 'inbox-data', schedulingInbox: 5, data: inboxData, viewerZone: 'UTC' },
    ]);
    expect(state.values).toMatchObject({
      title: 'Call to Discuss: Acme Sales',
      timezone: 'America/Chicago',
      surveyEmails: 'success@acme.example,owner@acme.example',
    });
  });

  it('ignores an answer for an inbox the rep has since changed', () => {
    const state = run([
      { type: 'inbox', schedulingInbox: 5 },
      { type: 'inbox', schedulingInbox: 6 },
      { type: 'inbox-data', schedulingInbox: 5, data: inboxData, viewerZone: 'UTC' },
    ]);
    expect(state.values.surveyEmails).toBe('');
    expect(state.values.title).toBe('');
  });

  it("falls back to the viewer's zone for an unknown zone, and keeps the form's when neither is one of the ten", () => {
    const unknown = { ...inboxData, timezone: 'Mars/Olympus' };
    const asViewer = run([{ type: 'inbox', schedulingInbox: 5 }, { type: 'inbox-data', schedulingInbox: 5, data: unknown, viewerZone: 'Asia/Jerusalem' }]);
    expect(asViewer.values.timezone).toBe('Asia/Jerusalem');
    const kept = run(
      [{ type: 'inbox', schedulingInbox: 5 }, { type: 'inbox-data', schedulingInbox: 5, data: unknown, viewerZone: 'Europe/Berlin' }],
      initialBookingFormState({ ...bookingFormDefaults(), timezone: 'UTC' }),
    );
    expect(kept.values.timezone).toBe('UTC');
  });
});

describe('the default title (spec 5)', () => {
  it('follows the company while no inbox prefix is known, and stops once the rep types a title', () => {
    let state = run([{ type: 'company', company: 'Initech' }]);
    expect(state.values.title).toBe('Call to Discuss: Initech');
    state = run([{ type: 'title', title: 'Intro with Jane' }, { type: 'company', company: 'Globex' }], state);
    expect(state.values.title).toBe('Intro with Jane');
  });

  it('prefers the inbox prefix over the company', () => {
    const state = run([
      { type: 'company', company: 'Initech' },
      { type: 'inbox', schedulingInbox: 5 },
      { type: 'inbox-data', schedulingInbox: 5, data: { titlePrefix: 'Acme', timezone: null, clientEmails: '' }, viewerZone: 'UTC' },
      { type: 'company', company: 'Globex' },
    ]);
    expect(state.values.title).toBe('Call to Discuss: Acme');
  });

  it('stays empty while there is nothing to name the call after', () => {
    expect(run([{ type: 'client', client: 1 }]).values.title).toBe('');
  });
});

describe('the prospect email (spec 5)', () => {
  it('fills the details of a stored prospect, the name split on spaces', () => {
    const state = run([
      { type: 'prospect-email', email: 'Jane@Initech.example' },
      { type: 'prospect-lookup', email: 'jane@initech.example', prospect: jane },
    ]);
    expect(state.values).toMatchObject({
      prospectId: 31,
      prospectFirstName: 'Jane',
      prospectLastName: 'Mary Doe',
      prospectCompany: 'Initech',
      prospectTitle: 'VP Sales',
      prospectPhone: '+1 555 000 0001',
      prospectState: 'TX',
      prospectIndustry: null,
      noIndustry: true,
      title: 'Call to Discuss: Initech',
    });
  });

  it('clears details taken from a stored prospect when the email changes or is not found', () => {
    const found = run([
      { type: 'prospect-email', email: 'jane@initech.example' },
      { type: 'prospect-lookup', email: 'jane@initech.example', prospect: jane },
    ]);
    const changed = bookingFormReducer(found, { type: 'prospect-email', email: 'jane@initech' });
    expect(changed.values).toMatchObject({ prospectId: null, prospectFirstName: '', prospectCompany: '', prospectEmail: 'jane@initech' });

    const notFound = run([{ type: 'prospect-email', email: 'bob@initech.example' }, { type: 'prospect-lookup', email: 'bob@initech.example', prospect: null }], found);
    expect(notFound.values).toMatchObject({ prospectId: null, prospectFirstName: '', prospectState: '' });
  });

  it('keeps details the rep typed: a new prospect loses nothing', () => {
    const state = run([
      { type: 'set', patch: { prospectFirstName: 'Bob', prospectLastName: 'Ray' } },
      { type: 'company', company: 'Hooli' },
      { type: 'prospect-email', email: 'bob@hooli.example' },
      { type: 'prospect-lookup', email: 'bob@hooli.example', prospect: null },
    ]);
    expect(state.values).toMatchObject({ prospectFirstName: 'Bob', prospectLastName: 'Ray', prospectCompany: 'Hooli', prospectId: null });
  });

  it('ignores a lookup answer for an address the rep has moved away from', () => {
    const state = run([
      { type: 'prospect-email', email: 'jane@initech.example' },
      { type: 'prospect-email', email: 'joe@initech.example' },
      { type: 'prospect-lookup', email: 'jane@initech.example', prospect: jane },
    ]);
    expect(state.values.prospectId).toBeNull();
    expect(state.values.prospectFirstName).toBe('');
  });

  it('asks the do-not-email question again for another address', () => {
    const state = run([{ type: 'set', patch: { prospectEmail: 'a@globex.example', ignoreDne: true } }, { type: 'prospect-email', email: 'a@hooli.example' }]);
    expect(state.values.ignoreDne).toBe(false);
  });
});

describe('start and end times', () => {
  it("suggests the end from the meeting type's length, else the next slot", () => {
    expect(suggestedEnd('10:30', 30, '')).toBe('11:00');
    expect(suggestedEnd('10:30', 60, '')).toBe('11:30');
    expect(suggestedEnd('10:30', null, '')).toBe('10:45');
    expect(suggestedEnd('10:30', null, '14:00')).toBe('14:00');
    // 16:45 + 60 min is past 5:00pm: the one slot left.
    expect(suggestedEnd('16:45', 60, '')).toBe('17:00');
    expect(suggestedEnd('17:00', 30, '')).toBe('');
  });

  it('moves the end when the start or the meeting type changes', () => {
    let state = run([{ type: 'start', startsAt: '09:00', durationMinutes: 45 }]);
    expect(state.values.endsAt).toBe('09:45');
    state = bookingFormReducer(state, { type: 'meeting-type', meetingType: 3, durationMinutes: 60 });
    expect(state.values).toMatchObject({ meetingType: 3, endsAt: '10:00' });
  });
});

describe('reset (spec 4: closing the modal)', () => {
  it('clears every field and turns survey, invite and add-to-DNE back on, the channel to email', () => {
    const used = run([
      { type: 'client', client: 1 },
      { type: 'prospect-email', email: 'jane@initech.example' },
      { type: 'prospect-lookup', email: 'jane@initech.example', prospect: jane },
      { type: 'title', title: 'Mine' },
      { type: 'set', patch: { sendClientSurvey: false, sendMeetingInvite: false, addDomainToClientDne: 0, saveAsTemplate: true, additionalRecipients: ['x@y.example'] } },
    ]);
    const reset = bookingFormReducer(used, { type: 'reset' });
    expect(reset.values).toEqual(bookingFormDefaults());
    expect(reset.values).toMatchObject({ sendClientSurvey: true, sendMeetingInvite: true, addDomainToClientDne: 1, channel: 'email' });
    expect(reset).toMatchObject({ titleEdited: false, titlePrefix: null, prospectFromLookup: false });
  });
});
