import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAsync, type AsyncSource } from '../../../src/ui/use-async';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const source = (call: string, answers: ReturnType<typeof deferred<{ data: string; fromCache: boolean }>>[]): AsyncSource<string> => ({
  call,
  load: () => answers.shift()!.promise,
  describe: (e) => ({ error: String(e), offline: String(e).includes('Network') }),
});

describe('useAsync', () => {
  it('asks nothing for a null source', () => {
    const { result } = renderHook(() => useAsync<string>(null));
    expect(result.current).toMatchObject({ data: undefined, loading: false, error: null });
  });

  it('keeps the answer while a new epoch asks again, and drops it for another call', async () => {
    const a1 = deferred<{ data: string; fromCache: boolean }>();
    const a2 = deferred<{ data: string; fromCache: boolean }>();
    const b1 = deferred<{ data: string; fromCache: boolean }>();
    const queue = { a: [a1, a2], b: [b1] };
    const { result, rerender } = renderHook(({ call, epoch }) => useAsync(source(call, queue[call as 'a' | 'b']), epoch), {
      initialProps: { call: 'a', epoch: 0 },
    });
    expect(result.current.loading).toBe(true);
    await act(async () => a1.resolve({ data: 'first', fromCache: true }));
    expect(result.current).toMatchObject({ data: 'first', fromCache: true, loading: false });
    rerender({ call: 'a', epoch: 1 });
    expect(result.current).toMatchObject({ data: 'first', loading: true });
    await act(async () => a2.resolve({ data: 'second', fromCache: false }));
    expect(result.current.data).toBe('second');
    rerender({ call: 'b', epoch: 1 });
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    await act(async () => b1.resolve({ data: 'other', fromCache: false }));
    expect(result.current.data).toBe('other');
  });

  it('ignores an answer that comes after the call changed, and describes failures', async () => {
    const slow = deferred<{ data: string; fromCache: boolean }>();
    const failing = deferred<{ data: string; fromCache: boolean }>();
    const queue = { a: [slow], b: [failing] };
    const { result, rerender } = renderHook(({ call }) => useAsync(source(call, queue[call as 'a' | 'b'])), { initialProps: { call: 'a' } });
    rerender({ call: 'b' });
    await act(async () => slow.resolve({ data: 'late', fromCache: false }));
    expect(result.current.data).toBeUndefined();
    await act(async () => failing.reject('Network Error'));
    await waitFor(() => expect(result.current).toMatchObject({ error: 'Network Error', offline: true, loading: false }));
  });
});
