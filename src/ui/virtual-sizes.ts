import { elementScroll, type Rect, type Virtualizer } from '@tanstack/react-virtual';

/**
 * A virtualizer's scroll element, sized by a ResizeObserver alone. The
 * library's default also reads the size at once, while React commits the
 * new list, and that read forces a layout of the whole screen inside the
 * commit (on the board, 110 ms of a 400 ms task on a slow machine; on the
 * tasks, a third of a 42 ms task). The observer's first report comes after
 * the browser's own layout, before the paint; until then the list is laid
 * out for the `initialRect` its caller gives.
 */
export function observeSizeOnly<S extends Element, I extends Element>(instance: Virtualizer<S, I>, report: (rect: Rect) => void) {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver !== 'function') return;
  // Layout is clean when the observer reports: reading the size costs nothing.
  const observer = new ResizeObserver(() => report({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A drawn row's size from the ResizeObserver's report alone. The library's
 * default reads each row's size as React attaches it, in the commit: the
 * first read forces a layout of the screen and any write between two reads
 * another. Here a row attached counts as its last known size (the
 * estimate at first) and the observer, which reports every newly observed
 * row after layout, brings the real one.
 */
export function measureFromObserver<S extends Element, I extends Element>(element: I, entry: ResizeObserverEntry | undefined, instance: Virtualizer<S, I>): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(instance.options.horizontal ? box.inlineSize : box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
}

const written = new WeakSet<Element>();

/**
 * Scrolls as the library does, except for its first write to a new scroll
 * element: to the top, where a new element already is. That write, made
 * while React commits the list, forces the same layout of the whole screen
 * (on the tasks, 16 ms of a 20 ms task on this machine).
 */
export function scrollSkippingFirstTop<S extends Element, I extends Element>(offset: number, options: { adjustments?: number; behavior?: ScrollBehavior }, instance: Virtualizer<S, I>) {
  const element = instance.scrollElement;
  if (element && !written.has(element)) {
    written.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance as unknown as Virtualizer<Element, I>);
}
