import { describe, expect, it } from 'vitest';
import { sameJson } from '../../../src/server/db/same-json';

describe('sameJson', () => {
  it('holds objects equal whatever the order of their keys, at every depth', () => {
    expect(sameJson({ a: 1, b: { c: [1, { d: 'x', e: null }] } }, { b: { c: [1, { e: null, d: 'x' }] }, a: 1 })).toBe(true);
  });

  it('tells a changed value, a missing or extra key, and a changed array apart', () => {
    const lookups = { inboxes: { Main: [{ id: 1, email: 'a@x.test', status: 'connected' }] }, meetingLocation: null };
    expect(sameJson(lookups, { ...lookups, inboxes: { Main: [{ id: 1, email: 'a@x.test', status: 'disconnected' }] } })).toBe(false);
    expect(sameJson(lookups, { inboxes: lookups.inboxes })).toBe(false);
    expect(sameJson(lookups, { ...lookups, meetingDescription: null })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
  });

  it('does not take an array for an object with the same indexes, nor null for an empty object', () => {
    expect(sameJson(['a'], { 0: 'a' })).toBe(false);
    expect(sameJson({ 0: 'a' }, ['a'])).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson(1, '1')).toBe(false);
  });

  it('counts a key whose value is undefined as absent, as JSON does', () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameJson({ a: undefined }, { b: undefined })).toBe(true);
    expect(sameJson({ a: undefined, c: 1 }, { b: 2 })).toBe(false);
  });
});
