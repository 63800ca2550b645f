import { describe, expect, it } from 'vitest';
import { pageKey, pullPages } from '../../../src/server/sync/pull-pages';

/** A computation the test finishes by hand, counting how many ran. */
function held() {
  const started: ((json: string) => void)[] = [];
  const compute = () => new Promise<string>((resolve) => started.push(resolve));
  return { compute, started };
}

describe('the first sync’s shared pages (issue 17)', () => {
  it('computes a page once for every device asking it at the same time', async () => {
    const pages = pullPages(1);
    const { compute, started } = held();
    const answers = Promise.all([pages.shared('p0', compute), pages.shared('p0', compute), pages.shared('p0', compute)]);
    await Promise.resolve();
    expect(started).toHaveLength(1);
    started[0]('{"page":0}');
    expect(await answers).toEqual(['{"page":0}', '{"page":0}', '{"page":0}']);
  });

  it('keeps nothing once a page is answered: a device asking later computes it afresh', async () => {
    const pages = pullPages(1);
    let runs = 0;
    const compute = async () => `{"run":${++runs}}`;
    expect(await pages.shared('p0', compute)).toBe('{"run":1}');
    expect(await pages.shared('p0', compute)).toBe('{"run":2}');
  });

  it('never shares a failed computation', async () => {
    const pages = pullPages(1);
    await expect(pages.shared('p0', async () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await pages.shared('p0', async () => '{"ok":true}')).toBe('{"ok":true}');
  });

  it('computes at most `heavyAtOnce` different pages at a time, the others waiting their turn in order', async () => {
    const pages = pullPages(2);
    const { compute, started } = held();
    const answers = ['a', 'b', 'c', 'd'].map((key) => pages.shared(key, compute));
    await Promise.resolve();
    expect(started).toHaveLength(2);
    started[0]('"a"');
    await answers[0];
    await Promise.resolve();
    expect(started).toHaveLength(3);
    started[1]('"b"');
    started[2]('"c"');
    await Promise.all(answers.slice(1, 3));
    await Promise.resolve();
    expect(started).toHaveLength(4);
    started[3]('"d"');
    expect(await Promise.all(answers)).toEqual(['"a"', '"b"', '"c"', '"d"']);
  });

  it('lets the next page through when one fails', async () => {
    const pages = pullPages(1);
    const failing = pages.shared('a', async () => Promise.reject(new Error('x')));
    const next = pages.shared('b', async () => '"b"');
    await expect(failing).rejects.toThrow('x');
    expect(await next).toBe('"b"');
  });

  it('tells pages apart by user, by what sets what they see, by the page asked, and by any write since', () => {
    const sdr = { id: 2, isGuest: false, clientId: null, permissions: ['sdr', 'staff'] };
    const ask = { user: sdr, cursor: 0, limit: 2000, count: true };
    const key = pageKey(ask, 100);
    expect(pageKey({ ...ask, user: { ...sdr, permissions: ['staff', 'sdr'] } }, 100)).toBe(key);
    for (const other of [
      pageKey(ask, 101),
      pageKey({ ...ask, user: { ...sdr, id: 3 } }, 100),
      pageKey({ ...ask, user: { ...sdr, permissions: ['staff'] } }, 100),
      pageKey({ ...ask, user: { ...sdr, isGuest: true, clientId: 1 } }, 100),
      pageKey({ ...ask, cursor: 2000 }, 100),
      pageKey({ ...ask, limit: 1000 }, 100),
      pageKey({ ...ask, count: false }, 100),
    ])
      expect(other).not.toBe(key);
  });
});
