import { describe, expect, it } from 'vitest';
import { AppDb } from '../../../../../src/data/db/app-db';
import { unloadCopy } from '../../../../../src/data/db/put-meta-at-unload';
import { wipeLocalData } from '../../../../../src/data/session/local-data';
import { bookingFormDefaults } from '../../../../../src/domain/meetings/booking-defaults';
import { bookingOrigin, draftKey } from '../../../../../src/domain/meetings/booking-origin';
import { discardBookingDraft } from '../../../../../src/features/booking/commands/discard-booking-draft';
import { draftEpoch, saveBookingDraft, saveBookingDraftBeforeUnload } from '../../../../../src/features/booking/commands/save-booking-draft';
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

  // A reload right after the last key: the page may be torn down before
  // IndexedDB's backend ran the commit made at pagehide (CI lost 'Pat' so).
  it('keep the input written as the page went away even when IndexedDB lost that write', async () => {
    const db = new AppDb(`booking-draft-unload-${Date.now()}`);
    const origin = bookingOrigin({});
    const typed = { ...bookingFormDefaults(), prospectEmail: 'pat@initech.example' };
    await saveBookingDraft(db, origin, draftEpoch(origin), { values: typed, titleEdited: false, savedAt: 10 });
    const last = { values: { ...typed, prospectFirstName: 'Pat' }, titleEdited: false, savedAt: 11 };
    // The IndexedDB write at unload never lands: only the copy is kept.
    db.close();
    saveBookingDraftBeforeUnload(db, origin, draftEpoch(origin), last);
    await db.open();
    expect(await readBookingDraft(db, origin)).toEqual(last);

    // A later save makes the copy out of date, and it is forgotten.
    const later = { ...last, savedAt: 12 };
    await saveBookingDraft(db, origin, draftEpoch(origin), later);
    expect(unloadCopy(draftKey(origin))).toBeNull();
    expect(await readBookingDraft(db, origin)).toEqual(later);

    // An older copy never wins over a newer stored row.
    saveBookingDraftBeforeUnload(db, origin, draftEpoch(origin), last);
    await db.meta.put({ key: draftKey(origin), value: { ...later, savedAt: 20 } });
    expect((await readBookingDraft(db, origin))?.savedAt).toBe(20);

    // Discarding the draft forgets the copy too.
    await discardBookingDraft(db, origin);
    expect(unloadCopy(draftKey(origin))).toBeNull();
    expect(await readBookingDraft(db, origin)).toBeNull();
    db.close();
  });

  it('written at unload are wiped with the rest of the device at sign-out', async () => {
    const db = new AppDb(`booking-draft-wipe-${Date.now()}`);
    const origin = bookingOrigin({ original: 9 });
    await db.open();
    saveBookingDraftBeforeUnload(db, origin, draftEpoch(origin), { values: bookingFormDefaults(), titleEdited: false, savedAt: 3 });
    expect(unloadCopy(draftKey(origin))).not.toBeNull();
    await wipeLocalData(db);
    expect(unloadCopy(draftKey(origin))).toBeNull();
    expect(await readBookingDraft(db, origin)).toBeNull();
    db.close();
  });
});
