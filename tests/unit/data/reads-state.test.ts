import { describe, expect, it } from 'vitest';
import { readsState } from '../../../src/data/react/remote-status';
import type { Remote } from '../../../src/data/react/use-async';

const read = (over: Partial<Remote<unknown>>): Remote<unknown> => ({ data: undefined, loading: false, error: null, offline: false, fromCache: false, refreshing: false, ...over });

describe('readsState', () => {
  it('is ready only once every read has an answer, and says when one is the saved copy', () => {
    expect(readsState([read({ data: 1 }), read({ loading: true })]).status).toBe('loading');
    expect(readsState([read({ data: 1 }), read({ data: 2, fromCache: true })])).toEqual({ status: 'ready', error: null, offline: false, fromCache: true });
  });

  it('fails with the first read that failed with nothing to show, saying whether it reached the server', () => {
    expect(readsState([read({ data: 1 }), read({ error: 'Network error', offline: true }), read({ error: 'Server error' })])).toEqual({ status: 'error', error: 'Network error', offline: true, fromCache: false });
    // A failed refresh of a read that has an answer shows that answer.
    expect(readsState([read({ data: 1, error: 'Server error' })])).toEqual({ status: 'ready', error: null, offline: false, fromCache: false });
  });
});
