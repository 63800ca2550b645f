import { renderHook, waitFor } from '@testing-library/react';
import Dexie, { type Table } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { useLiveQuery } from '../../../src/ui/use-live-query';

class NotesDb extends Dexie {
  notes!: Table<{ id: number; text: string }, number>;
  constructor() {
    super(`live-query-test-${Date.now()}-${Math.random()}`);
    this.version(1).stores({ notes: 'id' });
  }
}

let db: NotesDb;
afterEach(async () => {
  await db?.delete();
});

describe('useLiveQuery', () => {
  it('answers with the default, then the first result, then again after each change of what it read', async () => {
    db = new NotesDb();
    await db.notes.put({ id: 1, text: 'first' });
    const { result } = renderHook(() => useLiveQuery(() => db.notes.get(1).then((n) => n?.text ?? null), [], 'loading'));
    expect(result.current).toBe('loading');
    await waitFor(() => expect(result.current).toBe('first'));
    // A later answer renders as a transition: it still arrives.
    await db.notes.put({ id: 1, text: 'changed' });
    await waitFor(() => expect(result.current).toBe('changed'));
  });

  it('keeps the last answer shown while new inputs are read, then answers for them', async () => {
    db = new NotesDb();
    await db.notes.bulkPut([
      { id: 1, text: 'one' },
      { id: 2, text: 'two' },
    ]);
    const { result, rerender } = renderHook(({ id }) => useLiveQuery(() => db.notes.get(id).then((n) => n?.text), [id]), { initialProps: { id: 1 } });
    await waitFor(() => expect(result.current).toBe('one'));
    rerender({ id: 2 });
    expect(result.current).toBe('one');
    await waitFor(() => expect(result.current).toBe('two'));
  });

  it('throws a failed query to the nearest error boundary', async () => {
    db = new NotesDb();
    const { result } = renderHook(() => {
      try {
        return useLiveQuery(() => Promise.reject(new Error('the mirror is gone')), []);
      } catch (error) {
        return error instanceof Error ? error.message : 'unknown';
      }
    });
    await waitFor(() => expect(result.current).toBe('the mirror is gone'));
  });
});
