import { describe, expect, it } from 'vitest';
import { keepIfSame, sameData } from '../../../src/data/react/same-value';

describe('sameData', () => {
  it('compares plain data by content, whatever the order of the keys', () => {
    expect(sameData({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameData({ a: 1, b: [1, { c: 'x' }] }, { a: 1, b: [1, { c: 'y' }] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
  });
});

describe('keepIfSame', () => {
  it('keeps the object shown for an answer of the same content, and takes a changed one', () => {
    const shown = { clients: [{ value: '1', label: 'Acme' }], loaded: true };
    expect(keepIfSame(shown, { loaded: true, clients: [{ label: 'Acme', value: '1' }] })).toBe(shown);
    const changed = { clients: [{ value: '1', label: 'Acme Corp' }], loaded: true };
    expect(keepIfSame(shown, changed)).toBe(changed);
  });
});
