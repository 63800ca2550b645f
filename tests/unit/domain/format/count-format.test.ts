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

  it('groups negative numbers and rounds as the format does', () => {
    expect(formatCount(-1234567)).toBe('-1,234,567');
    expect(formatCount(-999)).toBe('-999');
    expect(formatCount(999.5)).toBe('1,000');
    expect(formatCount(-0.2)).toBe('0');
  });

  it('gives what Intl gives for en-US, whole numbers, across magnitudes', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (let n = 1; n < 1e15; n = n * 7 + 3) {
      expect(formatCount(n)).toBe(intl.format(n));
      expect(formatCount(-n)).toBe(intl.format(-n));
    }
  });
});
