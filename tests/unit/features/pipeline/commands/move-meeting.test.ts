import { afterEach, describe, expect, it } from 'vitest';
import { appDb } from '../../../../../src/data/db/app-db-instance';
import { moveMeeting } from '../../../../../src/features/pipeline/commands/move-meeting';
import { saveMeetingNotes } from '../../../../../src/features/pipeline/commands/save-meeting-notes';
import { pipelineMeeting } from '../../../../support/pipeline-meeting';

const meeting = pipelineMeeting;

afterEach(async () => {
  const db = appDb();
  await Promise.all([db.meetings.clear(), db.outbox.clear(), db.bases.clear()]);
});

describe('moveMeeting (a drop on the board)', () => {
  it('patches only when the status changes: a drop in the same column queues nothing', async () => {
    await appDb().meetings.put(meeting());
    expect(await moveMeeting(meeting(), 'Initial Meeting')).toBeNull();
    expect(await appDb().outbox.count()).toBe(0);
  });

  it('does not move a booking that has not reached the server yet (temporary id)', async () => {
    await appDb().meetings.put(meeting({ id: -4, version: 0 }));
    expect(await moveMeeting(meeting({ id: -4, version: 0 }), 'Proposals')).toBeNull();
    expect(await appDb().outbox.count()).toBe(0);
    expect((await appDb().meetings.get(-4))!.status).toBe('Initial Meeting');
  });

  it('shows the move at once and queues PATCH {status} with If-Match on the row version', async () => {
    await appDb().meetings.put(meeting());
    const entry = await moveMeeting(meeting(), 'Proposals');
    expect((await appDb().meetings.get(7))!.status).toBe('Proposals');
    expect(entry).toMatchObject({
      method: 'PATCH',
      url: '/api/clients/3/meetings/7',
      body: { status: 'Proposals' },
      collection: 'meetings',
      entityId: '7',
      op: { kind: 'patch', patch: { status: 'Proposals' } },
      ifMatch: true,
      baseVersion: 5,
      responseRow: '',
      status: 'pending',
    });
    expect(await appDb().outbox.count()).toBe(1);
  });
});

describe('saveMeetingNotes', () => {
  it('saves the notes on the device and queues PATCH {notes}', async () => {
    await appDb().meetings.put(meeting());
    const entry = await saveMeetingNotes(meeting(), 'Call back Tuesday.');
    expect((await appDb().meetings.get(7))!.notes).toBe('Call back Tuesday.');
    expect(entry).toMatchObject({ method: 'PATCH', url: '/api/clients/3/meetings/7', body: { notes: 'Call back Tuesday.' }, ifMatch: true });
  });
});
