import type { Virtualizer } from '@tanstack/react-virtual';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureFromObserver, observeSizeOnly, scrollSkippingFirstTop } from '../../../src/ui/virtual-sizes';

type List = Virtualizer<HTMLDivElement, HTMLElement>;

/** An element that counts every read of its size (each one a forced layout in a browser). */
function countedElement(width: number, height: number) {
  const element = document.createElement('div');
  const reads = { count: 0 };
  for (const [name, value] of [['clientWidth', width], ['clientHeight', height], ['offsetWidth', width], ['offsetHeight', height]] as const) {
    Object.defineProperty(element, name, { get: () => (reads.count++, value) });
  }
  element.getBoundingClientRect = () => (reads.count++, new DOMRect(0, 0, width, height));
  return { element, reads };
}

afterEach(() => vi.unstubAllGlobals());

describe("a virtualizer's sizes", () => {
  it("reads the scroll element's size only when the observer reports it, never while the list is committed", () => {
    let report: ResizeObserverCallback = () => {};
    const observed: Element[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe(target: Element) {
          observed.push(target);
        }
        disconnect() {}
      },
    );
    const { element, reads } = countedElement(208, 540);
    const sizes: unknown[] = [];
    const stop = observeSizeOnly({ scrollElement: element, options: { horizontal: false } } as unknown as List, (rect) => sizes.push(rect));
    expect(observed).toEqual([element]);
    expect(reads.count).toBe(0);
    expect(sizes).toEqual([]);
    report([], {} as ResizeObserver);
    expect(sizes).toEqual([{ width: 208, height: 540 }]);
    stop?.();
  });

  it('counts a row attached as its last known size, or the estimate, without reading it; the observer brings the real one', () => {
    const { element, reads } = countedElement(300, 62);
    const sizes = new Map<number, number>([[11, 44]]);
    const list = (index: number) =>
      ({
        options: { horizontal: false, getItemKey: (i: number) => i + 10, estimateSize: () => 31 },
        indexFromElement: () => index,
        itemSizeCache: sizes,
      }) as unknown as List;

    expect(measureFromObserver(element, undefined, list(0))).toBe(31);
    expect(measureFromObserver(element, undefined, list(1))).toBe(44);
    expect(reads.count).toBe(0);

    const entry = { borderBoxSize: [{ blockSize: 61.6, inlineSize: 300 }] } as unknown as ResizeObserverEntry;
    expect(measureFromObserver(element, entry, list(0))).toBe(62);
    expect(reads.count).toBe(0);
  });

  it("skips only the first write to a new scroll element's top, where it already is", () => {
    const scrolled = () => {
      const element = document.createElement('div');
      const scrollTo = vi.fn<(options: ScrollToOptions) => void>();
      element.scrollTo = scrollTo as typeof element.scrollTo;
      return { element, scrollTo, list: { scrollElement: element, options: { horizontal: false }, scrollOffset: 0 } as unknown as List };
    };
    const first = scrolled();
    scrollSkippingFirstTop(0, {}, first.list);
    expect(first.scrollTo).not.toHaveBeenCalled();
    scrollSkippingFirstTop(0, {}, first.list);
    expect(first.scrollTo).toHaveBeenCalledTimes(1);

    const other = scrolled();
    scrollSkippingFirstTop(336, {}, other.list);
    expect(other.scrollTo).toHaveBeenCalledWith({ top: 336, behavior: undefined });
  });
});
