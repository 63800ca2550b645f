import { elementScroll, type Rect, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';

// The column's scroll area (pipeline.css: `.pipeline-column-scroll` and the
// least column width): the size the cards are laid out for before the
// browser has measured it.
const scrollMinHeight = 320;
const scrollHeightAllowance = 330;
const columnMinWidth = 210;

/** The column's scroll area as pipeline.css sizes it in this window. */
export function estimatedColumnRect(): Rect {
  if (typeof window === 'undefined') return { width: columnMinWidth, height: scrollMinHeight };
  return { width: columnMinWidth, height: Math.max(scrollMinHeight, window.innerHeight - scrollHeightAllowance) };
}

/**
 * The column's size from a ResizeObserver alone. The library's default also
 * reads the size at once, while React commits the new board, and that read
 * forced a layout of the whole board in the commit (110 ms of a 400 ms task
 * on a slow machine) and a second, synchronous render of every column.
 * The observer's first report comes after the browser's own layout, before
 * the paint; until then the column is laid out for `estimatedColumnRect`.
 */
export function observeColumnRect(instance: Virtualizer<HTMLDivElement, Element>, report: (rect: Rect) => void) {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver !== 'function') return;
  // Layout is clean when the observer reports: reading the size costs nothing.
  const observer = new ResizeObserver(() => report({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element);
  return () => observer.disconnect();
}

const written = new WeakSet<Element>();

/**
 * Scrolls the column as the library does, except for its first write to a
 * new column: to the top, where a new element already is. That write, made
 * while React commits the board, forced the same layout of the whole board.
 */
export const scrollColumn: VirtualizerOptions<HTMLDivElement, Element>['scrollToFn'] = (offset, options, instance) => {
  const element = instance.scrollElement;
  if (element && !written.has(element)) {
    written.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
};
