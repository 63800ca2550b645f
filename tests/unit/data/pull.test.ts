import { afterEach, describe, expect, it } from 'vitest';
import type { PullPage } from '../../../src/domain/sync/sync-types';
import { pullChanges } from '../../../src/data/sync/pull';
import { engineFixture } from '../../support/engine-fixture';

let fx: ReturnType<typeof engineFixture>;
afterEach(() => fx.close());

describe('pulling the feed', () => {
  it('pages to the end in order, asks for the next page while writing one, and reports progress', async () => {
    fx = engineFixture();
    const pages: PullPage[] = [1, 2, 3].map((n) => ({
      cursor: n * 10,
      more: n < 3,
      remaining: n === 1 ? 4 : undefined,
      changes: [0, 1].map((i) => ({ collection: 'meetings' as const, id: String(n * 2 + i), op: 'put' as const, data: fx.meeting(n * 2 + i) })),
    }));
    const asked: number[] = [];
    const progress: string[] = [];
    const result = await pullChanges({
      db: fx.db,
      fetchPage: async (cursor) => {
        asked.push(cursor);
        return pages[asked.length - 1];
      },
      onProgress: (p) => progress.push(`${p.done}/${p.total}`),
    });
    expect(asked).toEqual([0, 10, 20]);
    expect(result).toEqual({ pulled: 6, cursor: 30 });
    expect(progress).toEqual(['2/6', '4/6', '6/6']);
    expect(await fx.db.meetings.count()).toBe(6);
    expect((await fx.db.meta.get('cursor'))!.value).toBe(30);
    expect(await fx.db.meta.get('firstSyncAt')).toBeDefined();
  });

  it('asks the pages after the one being written as each lands, two ahead at most, in order', async () => {
    fx = engineFixture();
    const pages: PullPage[] = [1, 2, 3, 4, 5].map((n) => ({
      cursor: n * 10,
      more: n < 5,
      changes: [{ collection: 'meetings' as const, id: String(n), op: 'put' as const, data: fx.meeting(n) }],
    }));
    // For each page asked: how many pages were written by then.
    const writtenWhenAsked: number[] = [];
    let written = 0;
    const asked: number[] = [];
    await pullChanges({
      db: fx.db,
      fetchPage: async (cursor) => {
        asked.push(cursor);
        writtenWhenAsked.push(written);
        return pages[asked.length - 1];
      },
      onProgress: (p) => {
        written = p.done;
      },
    });
    expect(asked).toEqual([0, 10, 20, 30, 40]);
    // The first page lands and asks the second, which lands while the first
    // is written and asks the third: the network does not wait on IndexedDB.
    expect(writtenWhenAsked.slice(0, 3)).toEqual([0, 0, 0]);
    // Never more than two pages asked beyond the one being written.
    for (const [i, w] of writtenWhenAsked.entries()) expect(i - w).toBeLessThanOrEqual(2);
    expect(await fx.db.meetings.count()).toBe(5);
    expect((await fx.db.meta.get('cursor'))!.value).toBe(50);
  });

  it('stops asking at a failed page, and writes every page before it', async () => {
    fx = engineFixture();
    const asked: number[] = [];
    await expect(
      pullChanges({
        db: fx.db,
        fetchPage: async (cursor) => {
          asked.push(cursor);
          if (cursor === 20) throw new Error('Network Error');
          return { cursor: cursor + 10, more: true, changes: [{ collection: 'meetings', id: String(cursor + 1), op: 'put', data: fx.meeting(cursor + 1) }] };
        },
      }),
    ).rejects.toThrow('Network Error');
    expect(asked).toEqual([0, 10, 20]);
    expect(await fx.db.meetings.count()).toBe(2);
    expect((await fx.db.meta.get('cursor'))!.value).toBe(20);
  });

  it('keeps the cursor where it was when a page fails, so nothing is skipped', async () => {
    fx = engineFixture();
    let calls = 0;
    await expect(
      pullChanges({
        db: fx.db,
        fetchPage: async () => {
          calls++;
          if (calls === 2) throw new Error('Network Error');
          return { cursor: 10, more: true, changes: [{ collection: 'meetings', id: '1', op: 'put', data: fx.meeting(1) }] };
        },
      }),
    ).rejects.toThrow('Network Error');
    expect((await fx.db.meta.get('cursor'))!.value).toBe(10);
    expect(await fx.db.meta.get('firstSyncAt')).toBeUndefined();
    // The next attempt goes on from there and completes the first sync.
    const asked: number[] = [];
    await pullChanges({
      db: fx.db,
      fetchPage: async (cursor) => {
        asked.push(cursor);
        return { cursor: 20, more: false, changes: [] };
      },
    });
    expect(asked).toEqual([10]);
    expect(await fx.db.meta.get('firstSyncAt')).toBeDefined();
  });
});
