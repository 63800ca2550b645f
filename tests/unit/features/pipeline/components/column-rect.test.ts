import type { Virtualizer } from '@tanstack/react-virtual';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { estimatedColumnRect, observeColumnRect, scrollColumn } from '../../../../../src/features/pipeline/components/column-rect';

type Column = Virtualizer<HTMLDivElement, Element>;

/** A column's scroll element that counts every read of its size (each one a forced layout in a browser). */
function scrollElement(width: number, height: number) {
  const element = document.createElement('div');
  const reads = { count: 0 };
  Object.defineProperty(element, 'clientWidth', { get: () => (reads.count++, width) });
  Object.defineProperty(element, 'clientHeight', { get: () => (reads.count++, height) });
  const scrollTo = vi.fn<(options: ScrollToOptions) => void>();
  element.scrollTo = scrollTo as typeof element.scrollTo;
  return { element, reads, scrollTo };
}

const column = (element: HTMLDivElement) => ({ scrollElement: element, options: { horizontal: false }, scrollOffset: 0 }) as unknown as Column;

afterEach(() => vi.unstubAllGlobals());

describe('the column virtualiser', () => {
  it('lays a column out for the height pipeline.css gives it in this window, until measured', () => {
    vi.stubGlobal('innerHeight', 823);
    expect(estimatedColumnRect()).toEqual({ width: 210, height: 493 });
    vi.stubGlobal('innerHeight', 500);
    expect(estimatedColumnRect()).toEqual({ width: 210, height: 320 });
  });

  it("reads a column's size only when the observer reports it, never while the board is committed", () => {
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
    const { element, reads } = scrollElement(208, 540);
    const sizes: unknown[] = [];
    const stop = observeColumnRect(column(element), (rect) => sizes.push(rect));
    expect(observed).toEqual([element]);
    expect(reads.count).toBe(0);
    expect(sizes).toEqual([]);
    report([], {} as ResizeObserver);
    expect(sizes).toEqual([{ width: 208, height: 540 }]);
    stop?.();
  });

  it("skips only the first write to a new column's top, where it already is", () => {
    const { element, scrollTo } = scrollElement(208, 540);
    const instance = column(element);
    scrollColumn(0, {}, instance);
    expect(scrollTo).not.toHaveBeenCalled();
    scrollColumn(0, {}, instance);
    expect(scrollTo).toHaveBeenCalledTimes(1);

    const other = scrollElement(208, 540);
    scrollColumn(336, {}, column(other.element));
    expect(other.scrollTo).toHaveBeenCalledWith({ top: 336, behavior: undefined });
  });
});
