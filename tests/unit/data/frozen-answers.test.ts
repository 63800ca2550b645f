import { renderHook, waitFor } from '@testing-library/react';
import { liveQuery } from 'dexie';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AppDb } from '../../../src/data/db/app-db';

const db = new AppDb(`frozen-answers-${Math.random()}`);
afterAll(() => db.delete());
vi.mock('../../../src/data/db/app-db-instance', () => ({ appDb: () => db }));

const { useNotifications } = await import('../../../src/features/notifications/hooks/use-notifications');

const notification = (id: number, createdAt: string) =>
  ({ id, readAt: null, notification: { id, createdAt, text: `Note ${id}` } }) as unknown as Parameters<typeof db.notifications.put>[0];

/** The first answer of a live query, as a screen gets it. */
function firstAnswer<T>(querier: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const subscription = liveQuery(querier).subscribe({
      next: (value) => {
        subscription.unsubscribe();
        resolve(value);
      },
      error: reject,
    });
  });
}

describe("the mirror's live answers", () => {
  // Dexie copies every answer of a live query unless they are frozen; a
  // screen that orders or changes an answer must copy it first.
  it('are frozen, not copied: changing one throws', async () => {
    await db.notifications.bulkPut([notification(1, '2026-11-20T10:00:00Z'), notification(2, '2026-11-21T10:00:00Z')]);
    const rows = await firstAnswer(() => db.notifications.toArray());
    expect(Object.isFrozen(rows)).toBe(true);
    expect(Object.isFrozen(rows[0])).toBe(true);
    expect(() => rows.sort((a, b) => b.id - a.id)).toThrow(TypeError);
  });

  it('are ordered by a screen on a copy (the notifications, newest first)', async () => {
    await db.notifications.bulkPut([notification(1, '2026-11-20T10:00:00Z'), notification(2, '2026-11-21T10:00:00Z'), notification(3, '2026-11-19T10:00:00Z')]);
    const { result } = renderHook(() => useNotifications());
    await waitFor(() => expect(result.current?.map((n) => n.id)).toEqual([2, 1, 3]));
  });
});
