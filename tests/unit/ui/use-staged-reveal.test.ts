import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStagedReveal } from '../../../src/ui/use-staged-reveal';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }));
afterEach(() => vi.useRealTimers());

/** Lets `ms` of (fake) time pass, frames and timers included. */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('useStagedReveal', () => {
  it('shows the first part at once and one more after each painted frame, up to all of them', async () => {
    const { result } = renderHook(() => useStagedReveal(3));
    expect(result.current).toBe(1);
    // A frame, then the task queued from it.
    await advance(17);
    expect(result.current).toBe(2);
    await advance(17);
    expect(result.current).toBe(3);
    await advance(1000);
    expect(result.current).toBe(3);
  });

  it('still finishes when frames do not run (a hidden tab)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    try {
      const { result } = renderHook(() => useStagedReveal(3));
      await advance(99);
      expect(result.current).toBe(1);
      await advance(1);
      expect(result.current).toBe(2);
      await advance(100);
      expect(result.current).toBe(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
