import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from '../../../src/ui/contrast';

describe('contrast arithmetic', () => {
  it('matches the WCAG figures for black, white and Mantine blue', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // axe reported 3.55 for white on #228be6.
    expect(contrastRatio('#ffffff', '#228be6')).toBeCloseTo(3.55, 1);
  });

  it('darkens a colour until it reads at AA on its background', () => {
    for (const name of ['green', 'orange', 'yellow', 'red', 'teal', 'lime', 'cyan'] as const) {
      const shades = DEFAULT_THEME.colors[name];
      expect(contrastRatio(readableOn(shades[9], shades[1]), shades[1])).toBeGreaterThanOrEqual(4.5);
    }
  });
});
