import { afterEach, describe, expect, it, vi } from 'vitest';
import { estimatedColumnRect } from '../../../../../src/features/pipeline/components/column-rect';

afterEach(() => vi.unstubAllGlobals());

describe('the column virtualiser', () => {
  it('lays a column out for the height pipeline.css gives it in this window, until measured', () => {
    vi.stubGlobal('innerHeight', 823);
    expect(estimatedColumnRect()).toEqual({ width: 210, height: 493 });
    vi.stubGlobal('innerHeight', 500);
    expect(estimatedColumnRect()).toEqual({ width: 210, height: 320 });
  });
});
