import { describe, expect, it } from 'vitest';
import { AppDb } from '../../../../src/data/db/app-db';
import { bookingFormDefaults } from '../../../../src/domain/meetings/booking-defaults';
import {
  bookingOrigin,
  clearBookingDraft,
  draftKey,
  readBookingDraft,
  saveBookingDraft,
} from '../../../../src/features/booking/booking-draft';

describe('unsent booking drafts', () => {
  it('are told apart by what the form was opened from', () => {
    expect(bookingOrigin({})).toEqual({ kind: 'new' });
    expect(bookingOrigin({ original: 41 })).toEqual({ kind: 'original', meetingId: 41 });
    expect(bookingOrigin({ draft: '-17', original: 41 })).toEqual({ kind: 'draft', tempId: '-17' });
    const keys = [bookingOrigin({}), bookingOrigin({ original: 41 }), bookingOrigin({ draft: '-17' })].map(draftKey);
    expect(new Set(keys).size).toBe(3);
  });

  it('survive in the meta table until cleared, each origin on its own', async () => {
    const db = new AppDb(`booking-draft-${Date.now()}`);
    const fresh = bookingOrigin({});
    const reschedule = bookingOrigin({ original: 41 });
    const values = { ...bookingFormDefaults(), prospectEmail: 'jane@initech.example', title: 'Mine' };
    await saveBookingDraft(db, fresh, { values, titleEdited: true, savedAt: 5 });
    expect(await readBookingDraft(db, fresh)).toEqual({ values, titleEdited: true, savedAt: 5 });
    expect(await readBookingDraft(db, reschedule)).toBeNull();
    await clearBookingDraft(db, fresh);
    expect(await readBookingDraft(db, fresh)).toBeNull();
    db.close();
  });
});
