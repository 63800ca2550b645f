import { beforeEach, describe, expect, it } from 'vitest';
import { appDb } from '../../../../../src/data/db/app-db-instance';
import type { OutboxEntry } from '../../../../../src/data/db/outbox-types';
import { TransportError } from '../../../../../src/data/http/transport-error';
import { localLock } from '../../../../../src/data/sync/locks';
import { drainOutbox, type SendResult } from '../../../../../src/data/sync/replay';
import { discardEdit } from '../../../../../src/data/sync/settle';
import type { Booking } from '../../../../../src/domain/meetings/booking-schema';
import { bookingValuesFromBody } from '../../../../../src/domain/meetings/booking-values-from-body';
import { queueBooking, resumeBookingHref } from '../../../../../src/features/booking/commands/queue-booking';

const body: Booking = {
  originalMeetingId: null,
  prospectId: null,
  client: 1,
  meetingType: 2,
  schedulingInbox: 3,
  noSendingMailbox: true,
  sdr: 5,
  surveyEmails: 'success@acme.example',
  prospectEmail: 'jane@globex.example',
  additionalRecipients: null,
  prospectFirstName: 'Jane',
  prospectLastName: 'Doe',
  prospectName: 'Jane Doe',
  prospectCompany: 'Globex',
  prospectIndustry: null,
  noIndustry: true,
  prospectPhone: '',
  prospectTitle: '',
  prospectState: '',
  date: '2026-11-24',
  startsAt: '10:30',
  endsAt: '11:00',
  timezone: 'America/New_York',
  title: 'Call to Discuss: Globex',
  location: '',
  description: '',
  sendClientSurvey: true,
  sendMeetingInvite: true,
  addDomainToClientDne: 1,
  saveAsTemplate: false,
  outreachMailbox: null,
  ignoreDne: false,
};

const drain = (send: (entry: OutboxEntry) => Promise<SendResult>) => drainOutbox({ db: appDb(), sendEntry: send, lock: localLock });

beforeEach(async () => {
  const db = appDb();
  await Promise.all([db.outbox.clear(), db.meetings.clear(), db.bases.clear()]);
});

describe('a booking queued offline', () => {
  it('shows at once as a pending meeting and keeps the idempotency key of the online attempt', async () => {
    const { entry, tempId } = await queueBooking(body, { idempotencyKey: 'key-of-the-attempt', clientName: 'Acme Corp' });
    expect(tempId).toBeLessThan(0);
    const stored = await appDb().outbox.get(entry.seq!);
    expect(stored).toMatchObject({
      id: 'key-of-the-attempt',
      method: 'POST',
      url: '/api/meetings',
      body,
      collection: 'meetings',
      entityId: String(tempId),
      responseRow: 'meeting',
      status: 'pending',
      resume: { href: resumeBookingHref(tempId), label: 'Open the booking' },
    });
    expect(stored?.label).toBe('Book Jane Doe with Acme Corp, November 24, 2026 | 10:30am Eastern | 30 min.');
    expect(await appDb().meetings.get(tempId)).toMatchObject({
      id: tempId,
      clientName: 'Acme Corp',
      status: 'Initial Meeting',
      prospect_name: 'Jane Doe',
      startAt: '2026-11-24T15:30:00.000Z',
    });
  });

  it("is swapped for the server's meeting when it replays, sent with the same key", async () => {
    const { tempId } = await queueBooking(body, { idempotencyKey: 'k-accepted', clientName: 'Acme Corp' });
    const keys: string[] = [];
    await drain(async (entry) => {
      keys.push(entry.id);
      const pending = await appDb().meetings.get(tempId);
      return { ok: true, status: 201, data: { meeting: { ...pending, id: 900, version: 1 }, sent: { invite: true, survey: true }, summary: '' } };
    });
    expect(keys).toEqual(['k-accepted']);
    expect(await appDb().outbox.count()).toBe(0);
    expect(await appDb().meetings.get(tempId)).toBeUndefined();
    expect(await appDb().meetings.get(900)).toMatchObject({ prospect_name: 'Jane Doe' });
  });

  it("comes back as an item needing action with the rep's data and the server's reason", async () => {
    const { entry, tempId } = await queueBooking(body, { idempotencyKey: 'k-refused', clientName: 'Acme Corp' });
    const refusal = { error: 'globex.example is on the list.', reason: 'dne', dne: true, domain: 'globex.example' };
    await drain(async () => ({ ok: false, error: new TransportError('http', 'Request failed with status code 422', 422, refusal) }));
    const failed = await appDb().outbox.get(entry.seq!);
    expect(failed).toMatchObject({ status: 'failed', failure: { status: 422, body: refusal } });
    // The optimistic meeting is undone; the form can be rebuilt from the entry.
    expect(await appDb().meetings.get(tempId)).toBeUndefined();
    expect(bookingValuesFromBody(failed!.body)).toMatchObject({ prospectEmail: 'jane@globex.example', client: 1, date: '2026-11-24', ignoreDne: false });
    // Resubmitting discards it: nothing is booked twice.
    await discardEdit(appDb(), entry.seq!);
    expect(await appDb().outbox.count()).toBe(0);
  });
});
