import { useDraggable } from '@dnd-kit/core';
import { Badge, Paper } from '@mantine/core';
import { memo, type KeyboardEvent } from 'react';
import type { OutboxStatus } from '../../../data/db/outbox-types';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';
import { formatRevenue } from '../../../domain/meetings/revenue-display';
import { editStateWords } from '../../../domain/sync/sync-words';
import { GripIcon } from '../../../ui/icons';
import { PendingMark } from '../../../ui/pending-mark';
import { recentlyDragged } from './drag-clock';

type CardProps = { meeting: PipelineMeeting; sync: OutboxStatus | undefined };

/**
 * What a card shows (spec 2): prospect name, title, company, quality and
 * generated revenue. Memoised apart from the draggable wrapper, which
 * re-renders whenever a drag starts or ends anywhere on the board.
 */
const CardBody = memo(function CardBody({ meeting, sync }: CardProps) {
  const subtitle = [meeting.prospect_title, meeting.prospect_company].filter(Boolean).join(' · ');
  // Plain elements styled in pipeline.css, not Mantine components: a board
  // paints about a hundred cards at once, and each Mantine Text or Group
  // costs a style computation per render (README, budgets: the board's first render).
  return (
    <>
      <div className="pipeline-card-row">
        <span className="pipeline-card-name">{meeting.prospect_name}</span>
        {/* Marks sit beside the name (which truncates first): the figures below always show. */}
        <span className="pipeline-card-marks">
          {meeting.deleted === '1' && (
            <Badge size="xs" color="gray" variant="outline" c="dark.7">
              deleted
            </Badge>
          )}
          {(sync === 'pending' || sync === 'sending') && <PendingMark />}
          {(sync === 'failed' || sync === 'conflict') && (
            <Badge size="xs" color="red" variant="light" c="red.9" className="pipeline-card-problem" data-testid="card-edit-state">
              {editStateWords[sync]}
            </Badge>
          )}
          <GripIcon size={14} className="pipeline-card-grip" />
        </span>
      </div>
      <div className="pipeline-card-line">{subtitle || 'No title or company'}</div>
      <div className="pipeline-card-row pipeline-card-facts">
        <span>Quality {meeting.quality ?? '–'}</span>
        <span>Revenue {meeting.generated_revenue === null ? '–' : formatRevenue(meeting.generated_revenue)}</span>
      </div>
    </>
  );
});

/**
 * A card: drag it with a mouse or finger; from the keyboard, Space picks it
 * up and Enter (or a click) opens the meeting.
 */
export const MeetingCard = memo(function MeetingCard({ meeting, sync, readOnly, onOpen, tabStop }: CardProps & { readOnly: boolean; onOpen: (id: number) => void; tabStop: boolean }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `meeting-${meeting.id}`, data: { meeting }, disabled: readOnly });
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    listeners?.onKeyDown?.(e);
    if (e.key === 'Enter' && !isDragging && !e.defaultPrevented) onOpen(meeting.id);
  };
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      // Roving focus: the column's one tab stop; the board's arrow keys reach the others.
      tabIndex={tabStop ? 0 : -1}
      onKeyDown={onKeyDown}
      onClick={() => !recentlyDragged() && onOpen(meeting.id)}
      aria-roledescription={readOnly ? 'meeting' : 'draggable meeting'}
      className="pipeline-card"
      data-readonly={readOnly || undefined}
      data-deleted={meeting.deleted === '1' || undefined}
      style={{ opacity: isDragging ? 0.4 : 1 }}
      data-testid="pipeline-card"
      data-meeting-id={meeting.id}
    >
      <CardBody meeting={meeting} sync={sync} />
    </div>
  );
});

/** The copy that follows the pointer while dragging. */
export function MeetingCardPreview({ meeting, sync }: CardProps) {
  return (
    <Paper shadow="md" radius="sm" className="pipeline-card" style={{ cursor: 'grabbing' }} aria-hidden>
      <CardBody meeting={meeting} sync={sync} />
    </Paper>
  );
}
