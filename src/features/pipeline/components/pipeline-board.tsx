import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import type { MeetingFilter } from '../../../domain/meetings/meeting-filters';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';
import { isPipelineStatus, pipelineStatuses, type PipelineStatus } from '../../../domain/meetings/pipeline-statuses';
import { useDeviceSynced } from '../../../data/react/use-device-synced';
import { benchMark, benchMarkNextFrame, useBenchMarkOnce } from '../../../ui/bench-marks';
import { moveMeeting } from '../commands/move-meeting';
import { usePendingMeetings } from '../hooks/use-pending-meetings';
import { isColumnStep, type ColumnFocus } from './board-focus';
import { columnKeyboardCoordinates } from './column-keyboard-coordinates';
import { noteDragEnd } from './drag-clock';
import { dragAnnouncements, dragInstructions } from './drag-announcements';
import { MeetingCardPreview } from './meeting-card';
import { PipelineColumn } from './pipeline-column';
import { PromptKeyboardSensor } from '../../../ui/dnd/prompt-keyboard-sensor';

// Pointer drops go to the column under the pointer; keyboard drops (no
// pointer) to the column the card overlaps.
const collisions: CollisionDetection = (args) => {
  const hits = args.pointerCoordinates ? pointerWithin(args) : [];
  return hits.length ? hits : rectIntersection(args);
};

/** The seven status columns (spec 4), read from the mirror, with drag and drop between them. */
export function PipelineBoard({ filter, onOpenMeeting, readOnly = false }: { filter: MeetingFilter; onOpenMeeting: (id: number) => void; readOnly?: boolean }) {
  // The bench reads these marks, made once per board shown.
  const markOnce = useBenchMarkOnce();
  markOnce('pipeline-board-mounted');
  const pending = usePendingMeetings();
  const [active, setActive] = useState<PipelineMeeting | null>(null);
  const [readWhole, setReadWhole] = useState(false);
  // Totals, and whole columns, once the device holds all its meetings:
  // during a first sync the columns were read whole again every half
  // second, thousands of rows each time, for totals that were still growing.
  const synced = useDeviceSynced();
  const loaded = useRef(new Set<PipelineStatus>());
  const complete = useRef(new Set<PipelineStatus>());
  const boardRef = useRef<HTMLDivElement>(null);
  // Where the rep had scrolled when a drag began: a drop leaves the board there (issue 16).
  const scrollBeforeDrag = useRef<{ left: number; top: number } | null>(null);
  const dragging = useRef(false);
  const columnsFocus = useRef(new Map<PipelineStatus, ColumnFocus>());
  const registerFocus = useCallback((status: PipelineStatus, focus: ColumnFocus | null) => {
    if (focus) columnsFocus.current.set(status, focus);
    else columnsFocus.current.delete(status);
  }, []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Space picks a card up; Enter opens it (spec: notes are read from an opened meeting).
    useSensor(PromptKeyboardSensor, { coordinateGetter: columnKeyboardCoordinates, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );

  // First render: every column shows its newest cards. Totals ready: every column is read whole.
  const onLoaded = useCallback((status: PipelineStatus, whole: boolean) => {
    loaded.current.add(status);
    if (whole) complete.current.add(status);
    if (loaded.current.size === pipelineStatuses.length) {
      markOnce('pipeline-first-render');
      // Once the first cards are painted.
      requestAnimationFrame(() => setTimeout(() => setReadWhole(true), 0));
    }
    if (complete.current.size === pipelineStatuses.length) markOnce('pipeline-totals-ready');
  }, [markOnce]);

  function onDragStart(event: DragStartEvent) {
    dragging.current = true;
    scrollBeforeDrag.current = { left: boardRef.current?.scrollLeft ?? 0, top: window.scrollY };
    boardRef.current?.setAttribute('data-dragging', 'true');
    setActive((event.active.data.current as { meeting: PipelineMeeting }).meeting);
  }

  /** Back to the scroll the rep had before the drag (dnd-kit scrolls the board towards the card as it moves). */
  function restoreScroll() {
    dragging.current = false;
    const board = boardRef.current;
    const before = scrollBeforeDrag.current;
    scrollBeforeDrag.current = null;
    board?.removeAttribute('data-dragging');
    if (!board || !before) return;
    const put = () => {
      board.scrollLeft = before.left;
      window.scrollTo({ top: before.top });
    };
    put();
    // And once more after the drop has painted (the card's new column may scroll it into view).
    requestAnimationFrame(put);
  }

  /** Arrow keys between cards (roving focus, issue 16): up and down in a column, left and right to the next column with cards. */
  function onBoardKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const card = (e.target as HTMLElement).closest<HTMLElement>('[data-testid="pipeline-card"]');
    if (dragging.current || !card || e.altKey || e.ctrlKey || e.metaKey) return;
    const status = card.closest<HTMLElement>('[data-testid="pipeline-column"]')?.dataset.status;
    if (!isPipelineStatus(status)) return;
    if (isColumnStep(e.key)) {
      e.preventDefault();
      columnsFocus.current.get(status)?.step(Number(card.dataset.meetingId), e.key);
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      const by = e.key === 'ArrowRight' ? 1 : -1;
      for (let i = pipelineStatuses.indexOf(status) + by; i >= 0 && i < pipelineStatuses.length; i += by) {
        if (columnsFocus.current.get(pipelineStatuses[i])?.focusStop()) return;
      }
    }
  }

  function onDragEnd(event: DragEndEvent) {
    setActive(null);
    noteDragEnd();
    restoreScroll();
    const meeting = (event.active.data.current as { meeting: PipelineMeeting } | undefined)?.meeting;
    const target = event.over?.id;
    // A drop in the card's own column sends nothing (spec 4).
    if (!meeting || !isPipelineStatus(target) || target === meeting.status) return;
    benchMark('pipeline-drop');
    // Focus follows the card to its new column (its old element leaves the DOM).
    columnsFocus.current.get(target)?.land(meeting.id);
    // The card shows in its new column at once (the command lays it over the
    // columns' reads); the mirror write follows that paint.
    moveMeeting(meeting, target).catch((e: unknown) => {
      notifications.show({ color: 'red', title: 'The move was not saved', message: e instanceof Error ? e.message : String(e) });
    });
    benchMarkNextFrame('pipeline-drop-painted', 'pipeline-drop', 'pipeline-drop-to-paint');
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setActive(null);
        noteDragEnd();
        restoreScroll();
      }}
      // The column a card lands in focuses it without scrolling the board (dnd-kit's own restore would scroll it).
      accessibility={{ announcements: dragAnnouncements, screenReaderInstructions: dragInstructions, restoreFocus: false }}
    >
      {/* It scrolls sideways: focusable, so the keyboard can scroll it even when no card can take focus. */}
      <div ref={boardRef} className="pipeline-board" data-testid="pipeline-board" role="region" aria-label="Pipeline board" tabIndex={0} onKeyDown={onBoardKeyDown}>
        {pipelineStatuses.map((status) => (
          <PipelineColumn
            key={status}
            status={status}
            filter={filter}
            pending={pending}
            activeId={active && active.status === status ? active.id : null}
            onOpen={onOpenMeeting}
            onLoaded={onLoaded}
            readOnly={readOnly}
            readWhole={readWhole}
            synced={synced}
            registerFocus={registerFocus}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>{active && <MeetingCardPreview meeting={active} sync={pending.get(active.id)} />}</DragOverlay>
    </DndContext>
  );
}
