import { useDroppable } from '@dnd-kit/core';
import { Loader } from '@mantine/core';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import type { OutboxStatus } from '../../../data/db/outbox-types';
import { formatCount } from '../../../domain/format/count-format';
import { columnTotals, formatAverageQuality } from '../../../domain/meetings/column-totals';
import type { MeetingFilter } from '../../../domain/meetings/meeting-filters';
import { pipelineStatuses, type PipelineStatus } from '../../../domain/meetings/pipeline-statuses';
import { formatRevenue } from '../../../domain/meetings/revenue-display';
import { observeSizeOnly, scrollSkippingFirstTop } from '../../../ui/virtual-sizes';
import { estimatedColumnRect } from './column-rect';
import { useColumnMeetings } from '../hooks/use-column-meetings';
import { useNearBoardView } from '../hooks/use-near-board-view';
import { stepIndex, type ColumnFocus, type RegisterColumnFocus } from './board-focus';
import { MeetingCard } from './meeting-card';

type Props = {
  status: PipelineStatus;
  filter: MeetingFilter;
  pending: ReadonlyMap<number, OutboxStatus>;
  /** The card being dragged: kept rendered even when scrolled out of view. */
  activeId: number | null;
  onOpen: (id: number) => void;
  onLoaded: (status: PipelineStatus, complete: boolean) => void;
  readOnly: boolean;
  /** Read the whole column (after every column has its first cards). */
  readWhole: boolean;
  /** The device holds every meeting (its first sync has ended): totals can be shown. */
  synced: boolean;
  /** The board's keyboard navigation reaches the column through this. */
  registerFocus: RegisterColumnFocus;
};

// The card's fixed height (pipeline.css) and the gap under it.
const cardHeight = 84;

/** One status column: totals in the header, cards virtualised so thousands stay fast. */
export const PipelineColumn = memo(function PipelineColumn({ status, filter, pending, activeId, onOpen, onLoaded, readOnly, readWhole, synced, registerFocus }: Props) {
  const { rows: cards, complete } = useColumnMeetings(status, filter, readWhole, synced);
  // Deleted meetings shown on request are not counted (issue 16): the totals are the live pipeline's.
  const { totals, deletedShown } = useMemo(() => {
    const live = (cards ?? []).filter((m) => m.deleted !== '1');
    return { totals: columnTotals(live), deletedShown: (cards?.length ?? 0) - live.length };
  }, [cards]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const near = useNearBoardView(scrollRef, pipelineStatuses.indexOf(status));

  const loaded = cards !== undefined;
  useEffect(() => {
    if (loaded) onLoaded(status, complete);
  }, [loaded, complete, status, onLoaded]);

  // Roving focus (issue 16): one card per column is in the Tab order, the
  // last one focused (the newest at first); arrows move between cards.
  const [stopId, setStopId] = useState<number | null>(null);
  const found = stopId === null || !cards ? -1 : cards.findIndex((m) => m.id === stopId);
  const stopIndex = cards?.length ? Math.max(0, found) : -1;
  const activeIndex = activeId === null || !cards ? -1 : cards.findIndex((m) => m.id === activeId);
  // The dragged card and the tab stop stay rendered even when scrolled out
  // of view, and are all a column far from the board's view renders.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = near ? defaultRangeExtractor(range) : [];
      for (const kept of [activeIndex, stopIndex]) if (kept >= 0 && !indexes.includes(kept)) indexes.push(kept);
      return indexes.sort((a, b) => a - b);
    },
    [activeIndex, stopIndex, near],
  );
  const virtualizer = useVirtualizer({
    count: cards?.length ?? 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => cardHeight,
    overscan: 3,
    getItemKey: (i) => cards![i].id,
    rangeExtractor,
    initialRect: estimatedColumnRect(),
    observeElementRect: observeSizeOnly,
    scrollToFn: scrollSkippingFirstTop,
  });

  const cardsRef = useRef(cards);
  cardsRef.current = cards;
  const virtualizerRef = useRef(virtualizer);
  virtualizerRef.current = virtualizer;
  // A card to focus once it is rendered: after an arrow key, or a drop into this column.
  const focusWanted = useRef<{ id: number; preventScroll: boolean } | null>(null);
  const cardElement = (id: number) => scrollRef.current?.querySelector<HTMLElement>(`[data-testid="pipeline-card"][data-meeting-id="${id}"]`) ?? null;
  useEffect(() => {
    const wanted = focusWanted.current;
    if (!wanted || !cards?.some((m) => m.id === wanted.id)) return;
    const element = cardElement(wanted.id);
    if (!element) return;
    focusWanted.current = null;
    // Only focus that fell off the board (the moved card left the DOM) is
    // brought back: a card rendered later never takes the focus from where
    // the rep has gone since, a dialog's date picker for one.
    const active = document.activeElement;
    if (active && active !== document.body && !element.closest('[data-testid="pipeline-board"]')?.contains(active)) return;
    virtualizerRef.current.scrollToIndex(cards.findIndex((m) => m.id === wanted.id), { align: 'auto' });
    element.focus({ preventScroll: wanted.preventScroll });
  });
  useEffect(() => {
    const show = (id: number, preventScroll: boolean) => {
      const index = cardsRef.current?.findIndex((m) => m.id === id) ?? -1;
      if (index >= 0) virtualizerRef.current.scrollToIndex(index, { align: 'auto' });
      focusWanted.current = { id, preventScroll };
      setStopId(id);
      const element = cardElement(id);
      if (element && index >= 0) {
        focusWanted.current = null;
        element.focus({ preventScroll });
      }
    };
    const focus: ColumnFocus = {
      focusStop: () => {
        const element = scrollRef.current?.querySelector<HTMLElement>('[data-testid="pipeline-card"][tabindex="0"]');
        element?.focus();
        return !!element;
      },
      step: (fromId, key) => {
        const list = cardsRef.current;
        if (!list?.length) return;
        const next = list[stepIndex(list.findIndex((m) => m.id === fromId), key, list.length)];
        show(next.id, false);
      },
      // The board keeps the scroll the rep had (issue 16): the column scrolls to the card, the board does not.
      land: (id) => show(id, true),
    };
    registerFocus(status, focus);
    return () => registerFocus(status, null);
  }, [registerFocus, status]);
  const onCardFocus = (e: FocusEvent<HTMLDivElement>) => {
    const id = Number((e.target as HTMLElement).dataset.meetingId);
    if (id && id !== stopId) setStopId(id);
  };

  return (
    <ColumnDropZone status={status} titleId={titleId}>
      <div className="pipeline-column-header">
        <h2 className="pipeline-column-title" id={titleId}>
          {status}
        </h2>
        {complete ? (
          <div className="pipeline-column-facts">
            <p className="pipeline-column-fact" data-testid="column-count">
              {formatCount(totals.count)} {totals.count === 1 ? 'meeting' : 'meetings'}
              {deletedShown > 0 && <span data-testid="column-deleted"> (+{formatCount(deletedShown)} deleted)</span>}
            </p>
            <p className="pipeline-column-fact" data-testid="column-revenue">
              Revenue {formatRevenue(totals.revenue)}
            </p>
            <p className="pipeline-column-fact" data-testid="column-quality">
              Avg quality {formatAverageQuality(totals.averageQuality)}
            </p>
          </div>
        ) : (
          <p className="pipeline-column-fact pipeline-column-facts" data-testid="column-counting">
            Counting…
          </p>
        )}
      </div>
      <div ref={scrollRef} className="pipeline-column-scroll">
        {!cards ? (
          <div className="pipeline-column-loading">
            <Loader size="sm" role="status" aria-label={`Loading ${status}`} />
          </div>
        ) : cards.length === 0 ? (
          // Empty during a first sync says nothing yet: its meetings may still be on their way.
          <p className="pipeline-column-fact pipeline-column-empty" data-testid={synced ? 'column-empty' : 'column-downloading'}>
            {!synced ? 'Meetings still downloading…' : readOnly ? 'No meetings here.' : `No meetings here. Drop a card to move it to ${status}.`}
          </p>
        ) : (
          <div role="list" aria-label={`${status} meetings`} style={{ height: virtualizer.getTotalSize(), position: 'relative' }} onFocus={onCardFocus}>
            {virtualizer.getVirtualItems().map((item) => {
              const meeting = cards[item.index];
              return (
                <div
                  key={item.key}
                  role="listitem"
                  aria-setsize={cards.length}
                  aria-posinset={item.index + 1}
                  className="pipeline-column-item"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <MeetingCard meeting={meeting} sync={pending.get(meeting.id)} onOpen={onOpen} readOnly={readOnly || meeting.id < 0} tabStop={item.index === stopIndex} />
                </div>
              );
            })}
          </div>
        )}
      </div>
    </ColumnDropZone>
  );
});

/**
 * The column as a drop target. dnd-kit re-renders every droppable whenever
 * a drag starts, moves over a column or ends; only this shell does, and the
 * column's content (passed in, unchanged) is not rendered again. Plain
 * elements styled in pipeline.css, like the cards: a drop must paint within
 * a frame (README, budgets).
 */
function ColumnDropZone({ status, titleId, children }: { status: PipelineStatus; titleId: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <section
      ref={setNodeRef}
      className="pipeline-column"
      data-over={isOver || undefined}
      data-testid="pipeline-column"
      data-status={status}
      aria-labelledby={titleId}
    >
      {children}
    </section>
  );
}
