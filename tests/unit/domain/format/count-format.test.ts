// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../../src/domain/format/count-format';

describe('number format 0,0 (spec 9)', () => {
  it('groups thousands and shows whole numbers', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(1234.5)).toBe('1,235');
  });
});
