import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { monthOfRelationship } from '../../../../src/domain/clients/month-of-relationship';

const on = (date: string) => Temporal.PlainDate.from(date);

// Spec: MOR is 1 during the month the client onboarded, 2 the month after, and so on.
describe('monthOfRelationship', () => {
  it('counts calendar months from the onboarding month, which is month 1', () => {
    expect(monthOfRelationship('2026-03-15', on('2026-03-15'))).toBe(1);
    expect(monthOfRelationship('2026-03-15', on('2026-03-31'))).toBe(1);
    expect(monthOfRelationship('2026-03-15', on('2026-04-01'))).toBe(2);
    expect(monthOfRelationship('2025-12-31', on('2026-01-01'))).toBe(2);
    expect(monthOfRelationship('2026-03-15', on('2027-03-01'))).toBe(13);
  });

  it('is none before onboarding or without a date', () => {
    expect(monthOfRelationship('2026-03-15', on('2026-03-14'))).toBeNull();
    expect(monthOfRelationship('2026-03-15', on('2026-02-28'))).toBeNull();
    expect(monthOfRelationship('2027-01-01', on('2026-12-31'))).toBeNull();
    expect(monthOfRelationship(null, on('2026-03-14'))).toBeNull();
    expect(monthOfRelationship('', on('2026-03-14'))).toBeNull();
  });

  it('reads other ISO forms as Temporal does, and refuses what is not a date', () => {
    expect(monthOfRelationship('2026-03-15T09:00', on('2026-05-01'))).toBe(3);
    expect(monthOfRelationship('2024-02-29', on('2024-03-01'))).toBe(2);
    expect(() => monthOfRelationship('2026-02-30', on('2026-05-01'))).toThrow(RangeError);
    expect(() => monthOfRelationship('2026-13-01', on('2026-05-01'))).toThrow(RangeError);
  });
});
