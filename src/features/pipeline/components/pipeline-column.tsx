import { useDroppable } from '@dnd-kit/core';
import { Loader } from '@mantine/core';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import type { OutboxStatus } from '../../../data/db/outbox-types';
import { formatCount } from '../../../domain/format/count-format';
import { columnTotals, formatAverageQuality } from '../../../domain/meetings/column-totals';
import type { MeetingFilter } from '../../../domain/meetings/meeting-filters';
import type { PipelineStatus } from '../../../domain/meetings/pipeline-statuses';
import { formatRevenue } from '../../../domain/meetings/revenue-display';
import { useColumnMeetings } from '../hooks/use-column-meetings';
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
};

// The card's fixed height (pipeline.css) and the gap under it.
const cardHeight = 84;

/** One status column: totals in the header, cards virtualised so thousands stay fast. */
export const PipelineColumn = memo(function PipelineColumn({ status, filter, pending, activeId, onOpen, onLoaded, readOnly, readWhole }: Props) {
  const { rows: cards, complete } = useColumnMeetings(status, filter, readWhole);
  // Deleted meetings shown on request are not counted (issue 16): the totals are the live pipeline's.
  const { totals, deletedShown } = useMemo(() => {
    const live = (cards ?? []).filter((m) => m.deleted !== '1');
    return { totals: columnTotals(live), deletedShown: (cards?.length ?? 0) - live.length };
  }, [cards]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const loaded = cards !== undefined;
  useEffect(() => {
    if (loaded) onLoaded(status, complete);
  }, [loaded, complete, status, onLoaded]);

  const activeIndex = activeId === null || !cards ? -1 : cards.findIndex((m) => m.id === activeId);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return activeIndex >= 0 && !indexes.includes(activeIndex) ? [...indexes, activeIndex].sort((a, b) => a - b) : indexes;
    },
    [activeIndex],
  );
  const virtualizer = useVirtualizer({
    count: cards?.length ?? 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => cardHeight,
    overscan: 3,
    getItemKey: (i) => cards![i].id,
    rangeExtractor,
  });

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
          <p className="pipeline-column-fact pipeline-column-empty">
            {readOnly ? 'No meetings here.' : `No meetings here. Drop a card to move it to ${status}.`}
          </p>
        ) : (
          <div role="list" aria-label={`${status} meetings`} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
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
                  <MeetingCard meeting={meeting} sync={pending.get(meeting.id)} onOpen={onOpen} readOnly={readOnly || meeting.id < 0} />
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
