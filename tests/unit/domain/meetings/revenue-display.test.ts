// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatRevenue } from '../../../../src/domain/meetings/revenue-display';

describe('revenue display (spec 9)', () => {
  it('shows amounts under 1,000 as they are', () => {
    expect(formatRevenue(0)).toBe('0');
    expect(formatRevenue(999)).toBe('999');
  });

  it('shows up to 1 million in thousands with one decimal and k', () => {
    expect(formatRevenue(1_000)).toBe('1.0k');
    expect(formatRevenue(12_345)).toBe('12.3k');
    expect(formatRevenue(999_999)).toBe('1000.0k');
    expect(formatRevenue(1_000_000)).toBe('1000.0k');
  });

  it('shows above 1 million in millions with one decimal and mm', () => {
    expect(formatRevenue(1_000_001)).toBe('1.0mm');
    expect(formatRevenue(2_450_000)).toBe('2.5mm');
    expect(formatRevenue(125_000_000)).toBe('125.0mm');
  });
});
