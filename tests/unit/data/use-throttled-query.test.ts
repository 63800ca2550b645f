import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledQuery } from '../../../src/data/react/use-throttled-query';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Stands for a table's change events: `notify()` is a write. */
function changeSource() {
  const source = {
    notify: () => {},
    subscribe: (n: () => void) => {
      source.notify = n;
      return () => {};
    },
  };
  return source;
}

describe('useThrottledQuery', () => {
  it('reads once for a burst of changes, and again at once when its inputs change', async () => {
    const changes = changeSource();
    let reads = 0;
    const { result, rerender } = renderHook(({ dep }) => useThrottledQuery(changes.subscribe, async () => `${dep}:${++reads}`, [dep], 500), {
      initialProps: { dep: 'a' },
    });
    await act(async () => {});
    expect(result.current).toBe('a:1');
    // A hundred writes in a row…
    await act(async () => {
      for (let i = 0; i < 100; i++) changes.notify();
    });
    expect(reads).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    // …cost one more read.
    expect(reads).toBe(2);
    expect(result.current).toBe('a:2');
    rerender({ dep: 'b' });
    expect(result.current).toBeUndefined();
    await act(async () => {});
    expect(result.current).toBe('b:3');
  });

  it('waits four times as long as a slow read took before reading again', async () => {
    const changes = changeSource();
    let reads = 0;
    // Each read takes 300 ms (a whole pipeline column, say).
    const slowRead = () => new Promise<number>((resolve) => setTimeout(() => resolve(++reads), 300));
    const { result } = renderHook(() => useThrottledQuery(changes.subscribe, slowRead, [], 500));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(result.current).toBe(1);
    await act(async () => changes.notify());
    // 500 ms would be the plain interval; 4 × 300 ms = 1.2 s from the last start is the wait.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(reads).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200 + 300);
    });
    expect(reads).toBe(2);
    expect(result.current).toBe(2);
  });
});
