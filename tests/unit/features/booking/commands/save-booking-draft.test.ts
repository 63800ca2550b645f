import { describe, expect, it } from 'vitest';
import { AppDb } from '../../../../../src/data/db/app-db';
import { bookingFormDefaults } from '../../../../../src/domain/meetings/booking-defaults';
import { bookingOrigin } from '../../../../../src/domain/meetings/booking-origin';
import { discardBookingDraft } from '../../../../../src/features/booking/commands/discard-booking-draft';
import { draftEpoch, saveBookingDraft } from '../../../../../src/features/booking/commands/save-booking-draft';
import { readBookingDraft } from '../../../../../src/features/booking/hooks/read-booking-draft';

describe('unsent booking drafts', () => {
  it('survive in the meta table until discarded, each origin on its own', async () => {
    const db = new AppDb(`booking-draft-${Date.now()}`);
    const fresh = bookingOrigin({});
    const reschedule = bookingOrigin({ original: 41 });
    const values = { ...bookingFormDefaults(), prospectEmail: 'jane@initech.example', title: 'Mine' };
    await saveBookingDraft(db, fresh, draftEpoch(fresh), { values, titleEdited: true, savedAt: 5 });
    expect(await readBookingDraft(db, fresh)).toEqual({ values, titleEdited: true, savedAt: 5 });
    expect(await readBookingDraft(db, reschedule)).toBeNull();
    await discardBookingDraft(db, fresh);
    expect(await readBookingDraft(db, fresh)).toBeNull();
    db.close();
  });

  it('are not brought back by a save scheduled before the discard', async () => {
    const db = new AppDb(`booking-draft-epoch-${Date.now()}`);
    const origin = bookingOrigin({ original: 7 });
    const draft = { values: bookingFormDefaults(), titleEdited: false, savedAt: 1 };
    const before = draftEpoch(origin);
    await discardBookingDraft(db, origin);
    await saveBookingDraft(db, origin, before, draft);
    expect(await readBookingDraft(db, origin)).toBeNull();
    await saveBookingDraft(db, origin, draftEpoch(origin), draft);
    expect(await readBookingDraft(db, origin)).toEqual(draft);
    db.close();
  });
});
