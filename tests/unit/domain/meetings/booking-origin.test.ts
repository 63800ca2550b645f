import { describe, expect, it } from 'vitest';
import { bookingOrigin, draftKey } from '../../../../src/domain/meetings/booking-origin';

describe('what a booking form starts from', () => {
  it('is told apart by the address, each with its own draft', () => {
    expect(bookingOrigin({})).toEqual({ kind: 'new' });
    expect(bookingOrigin({ original: 41 })).toEqual({ kind: 'original', meetingId: 41 });
    expect(bookingOrigin({ draft: '-17', original: 41 })).toEqual({ kind: 'draft', tempId: '-17' });
    const keys = [bookingOrigin({}), bookingOrigin({ original: 41 }), bookingOrigin({ draft: '-17' })].map(draftKey);
    expect(new Set(keys).size).toBe(3);
  });
});
