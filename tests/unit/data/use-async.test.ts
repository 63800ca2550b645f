import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAsync, type AsyncSource } from '../../../src/data/react/use-async';

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

describe('useAsync asks again when the server is reached again', () => {
  /** A stand-in for data/sync/connection.ts `serverReached`: a value the test changes. */
  function reachStore() {
    let value = 0;
    const listeners = new Set<() => void>();
    return {
      subscribe: (l: () => void) => {
        listeners.add(l);
        return () => void listeners.delete(l);
      },
      getSnapshot: () => value,
      reach: () => {
        value += 1;
        for (const l of listeners) l();
      },
    };
  }
  type Answer = ReturnType<typeof deferred<{ data: string; fromCache: boolean }>>;
  const retrying = (answers: Answer[], store: ReturnType<typeof reachStore>, loads: { n: number }): AsyncSource<string> => ({
    call: 'a',
    load: () => {
      loads.n += 1;
      return answers.shift()!.promise;
    },
    describe: (e) => ({ error: String(e), offline: String(e).includes('Network') }),
    retry: store,
  });

  it('asks a call that failed offline again once the server is reached, and only then', async () => {
    const store = reachStore();
    const loads = { n: 0 };
    const [first, second] = [deferred<{ data: string; fromCache: boolean }>(), deferred<{ data: string; fromCache: boolean }>()];
    const answers = [first, second];
    const { result } = renderHook(() => useAsync(retrying(answers, store, loads)));
    await act(async () => first.reject('Network Error'));
    await waitFor(() => expect(result.current).toMatchObject({ offline: true, loading: false }));
    expect(loads.n).toBe(1);
    await act(async () => store.reach());
    expect(loads.n).toBe(2);
    expect(result.current).toMatchObject({ loading: true, offline: false });
    await act(async () => second.resolve({ data: 'fresh', fromCache: false }));
    expect(result.current).toMatchObject({ data: 'fresh', offline: false, fromCache: false });
    // A server answer is not asked again at the next reach.
    await act(async () => store.reach());
    expect(loads.n).toBe(2);
  });

  it('asks a saved copy again, and one failing after the reach once more, without looping', async () => {
    const store = reachStore();
    const loads = { n: 0 };
    const [copy, slow, again] = [0, 1, 2].map(() => deferred<{ data: string; fromCache: boolean }>());
    const answers = [copy, slow, again];
    const { result } = renderHook(() => useAsync(retrying(answers, store, loads)));
    await act(async () => copy.resolve({ data: 'saved', fromCache: true }));
    await act(async () => store.reach());
    expect(loads.n).toBe(2);
    // The server is reached again while that call is on its way, and the call fails.
    await act(async () => store.reach());
    await act(async () => slow.reject('Network Error'));
    await waitFor(() => expect(loads.n).toBe(3));
    expect(result.current.data).toBe('saved');
    await act(async () => again.reject('Network Error'));
    await waitFor(() => expect(result.current).toMatchObject({ offline: true, loading: false, data: 'saved' }));
    // Nothing new was reached: no further call.
    await new Promise((r) => setTimeout(r, 20));
    expect(loads.n).toBe(3);
  });

  it('does not ask a call refused by the server again', async () => {
    const store = reachStore();
    const loads = { n: 0 };
    const refused = deferred<{ data: string; fromCache: boolean }>();
    const { result } = renderHook(() => useAsync(retrying([refused], store, loads)));
    await act(async () => refused.reject('Forbidden'));
    await waitFor(() => expect(result.current).toMatchObject({ error: 'Forbidden', offline: false }));
    await act(async () => store.reach());
    expect(loads.n).toBe(1);
  });
});

describe('useAsync shows the kept copy while a first load is asked (peek)', () => {
  type Answer = ReturnType<typeof deferred<{ data: string; fromCache: boolean }>>;
  const peeking = (answers: Answer[], copy: Promise<string | undefined>, peeks: { n: number }): AsyncSource<string> => ({
    call: 'a',
    load: () => answers.shift()!.promise,
    describe: (e) => ({ error: String(e), offline: String(e).includes('Network') }),
    peek: () => {
      peeks.n += 1;
      return copy;
    },
  });

  it('draws the copy, marked refreshing, then the fresh answer in its place', async () => {
    const fresh = deferred<{ data: string; fromCache: boolean }>();
    const { result } = renderHook(() => useAsync(peeking([fresh], Promise.resolve('copy'), { n: 0 })));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'copy', refreshing: true, fromCache: true, loading: true }));
    await act(async () => fresh.resolve({ data: 'fresh', fromCache: false }));
    expect(result.current).toMatchObject({ data: 'fresh', refreshing: false, fromCache: false, loading: false });
  });

  it('never puts a copy over an answer that came first, nor shows one when there is none', async () => {
    const copy = deferred<string | undefined>();
    const fresh = deferred<{ data: string; fromCache: boolean }>();
    const { result } = renderHook(() => useAsync(peeking([fresh], copy.promise, { n: 0 })));
    await act(async () => fresh.resolve({ data: 'fresh', fromCache: false }));
    await act(async () => copy.resolve('copy'));
    expect(result.current).toMatchObject({ data: 'fresh', refreshing: false });

    const none = deferred<{ data: string; fromCache: boolean }>();
    const { result: empty } = renderHook(() => useAsync(peeking([none], Promise.resolve(undefined), { n: 0 })));
    await act(async () => undefined);
    expect(empty.current).toMatchObject({ data: undefined, loading: true, refreshing: false });
  });

  it('keeps the copy, still a copy, when the first load fails; a new epoch does not peek', async () => {
    const failing = deferred<{ data: string; fromCache: boolean }>();
    const later = deferred<{ data: string; fromCache: boolean }>();
    const peeks = { n: 0 };
    const answers = [failing, later];
    const { result, rerender } = renderHook(({ epoch }) => useAsync(peeking(answers, Promise.resolve('copy'), peeks), epoch), {
      initialProps: { epoch: 0 },
    });
    await waitFor(() => expect(result.current.refreshing).toBe(true));
    await act(async () => failing.reject('Network Error'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'copy', fromCache: true, refreshing: false, offline: true, loading: false }));
    rerender({ epoch: 1 });
    expect(peeks.n).toBe(1);
    await act(async () => later.resolve({ data: 'fresh', fromCache: false }));
    expect(result.current).toMatchObject({ data: 'fresh', fromCache: false });
  });
});
