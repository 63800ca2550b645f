import { describe, expect, it } from 'vitest';
import { pullPages } from '../../../src/server/sync/pull-pages';

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

  it('answers a page again while it is fresh, and computes it anew after', async () => {
    let t = 0;
    const pages = pullPages(1, { now: () => t });
    let runs = 0;
    const compute = async () => `{"run":${++runs}}`;
    expect(await pages.shared('p0', compute)).toBe('{"run":1}');
    t = 14_000;
    expect(await pages.shared('p0', compute)).toBe('{"run":1}');
    t = 15_001;
    expect(await pages.shared('p0', compute)).toBe('{"run":2}');
  });

  it('forgets the oldest pages beyond its byte cap', async () => {
    const pages = pullPages(1, { maxBytes: 10 });
    let runs = 0;
    const compute = async () => `"${++runs}"`;
    expect(await pages.shared('a', compute)).toBe('"1"');
    expect(await pages.shared('b', compute)).toBe('"2"');
    expect(await pages.shared('c', compute)).toBe('"3"');
    // Each answer holds 6 bytes: 'a' and 'b' went to make room.
    expect(await pages.shared('c', compute)).toBe('"3"');
    expect(await pages.shared('a', compute)).toBe('"4"');
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
});
