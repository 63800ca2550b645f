import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useRef, type ReactNode, type RefObject } from 'react';
import { measureFromObserver, observeSizeOnly, scrollSkippingFirstTop } from './virtual-sizes';

export type VirtualRows = {
  /** The element that scrolls the table (a div with overflow, or a ScrollArea's viewport). */
  scroller: RefObject<HTMLDivElement | null>;
  /** The rows to draw: those in view and a few either side. */
  items: VirtualItem[];
  /** Give each drawn row (with `data-index`), so rows of uneven height are measured. */
  measure: (row: HTMLTableRowElement | null) => void;
  /** Row cells for a screen reader: the whole table's count, and each row's place in it (the header is row 1). */
  tableProps: { 'aria-rowcount': number };
  rowProps: (item: VirtualItem) => { 'data-index': number; 'aria-rowindex': number };
  /** The empty rows that stand for those not drawn, above and below (see `Spacers`). */
  top: number;
  bottom: number;
  /** The most of the window's height the table's region takes (CSS). */
  maxHeight: string;
};

/**
 * A long table (thousands of content sequences, instances, clients) drawn
 * only where it is seen (@tanstack/react-virtual): drawing every row cost
 * seconds of main thread and tens of thousands of nodes on the scale a
 * director's account has.
 */
export function useVirtualRows(count: number, rowHeight: number, windowShare: number): VirtualRows {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    // Sizes from a ResizeObserver only and no scroll to the top it is at,
    // never a layout forced while React commits (virtual-sizes.ts); until
    // the observer reports, the region is as tall as it may be.
    initialRect: { width: 0, height: typeof window === 'undefined' ? 0 : Math.round(window.innerHeight * windowShare) },
    observeElementRect: observeSizeOnly,
    measureElement: measureFromObserver,
    scrollToFn: scrollSkippingFirstTop,
  });
  const items = virtualizer.getVirtualItems();
  return {
    scroller,
    items,
    measure: virtualizer.measureElement,
    tableProps: { 'aria-rowcount': count + 1 },
    rowProps: (item) => ({ 'data-index': item.index, 'aria-rowindex': item.index + 2 }),
    top: items[0]?.start ?? 0,
    bottom: virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0),
    maxHeight: `${Math.round(windowShare * 100)}vh`,
  };
}

const spacer = (height: number, colSpan: number, key: string) => (
  <tr key={key} aria-hidden="true">
    <td colSpan={colSpan} style={{ height, padding: 0, border: 0 }} />
  </tr>
);

/**
 * The rows standing for those not drawn above the first drawn one. A striped
 * table stripes by a row's place among its siblings: the count of rows here
 * keeps each drawn row on the stripe of its place in the whole table.
 */
export function SpacersAbove({ rows, colSpan }: { rows: VirtualRows; colSpan: number }) {
  const first = rows.items[0]?.index ?? 0;
  if (first === 0) return null;
  return first % 2 === 1 ? spacer(rows.top, colSpan, 'above') : [spacer(rows.top, colSpan, 'above'), spacer(0, colSpan, 'parity')];
}

/** The row standing for those not drawn below the last drawn one. */
export function SpacerBelow({ rows, colSpan }: { rows: VirtualRows; colSpan: number }) {
  return rows.bottom > 0 ? spacer(rows.bottom, colSpan, 'below') : null;
}

/**
 * The region a long table scrolls in: its own scroll (so the sticky header
 * stays in view and the virtualizer has an element to watch), reachable by
 * keyboard, and named for a screen reader.
 */
export function VirtualTableRegion({ rows, label, children }: { rows: VirtualRows; label: string; children: ReactNode }) {
  return (
    <div ref={rows.scroller} style={{ maxHeight: rows.maxHeight, overflow: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
