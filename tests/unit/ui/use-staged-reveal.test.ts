import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStagedReveal } from '../../../src/ui/use-staged-reveal';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }));
afterEach(() => vi.useRealTimers());

describe('useStagedReveal', () => {
  it('shows the first part at once and one more after each painted frame, up to all of them', async () => {
    const { result } = renderHook(() => useStagedReveal(3));
    expect(result.current).toBe(1);
    // A frame, then the task queued from it.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(17);
    });
    expect(result.current).toBe(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(17);
    });
    expect(result.current).toBe(3);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(result.current).toBe(3);
  });

  it('still finishes when frames do not run (a hidden tab)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    try {
      const { result } = renderHook(() => useStagedReveal(3));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(99);
      });
      expect(result.current).toBe(1);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      expect(result.current).toBe(2);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(100);
      });
      expect(result.current).toBe(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
