import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
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
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { MeetingFilter } from '../../../domain/meetings/meeting-filters';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';
import { isPipelineStatus, pipelineStatuses, type PipelineStatus } from '../../../domain/meetings/pipeline-statuses';
import { afterPaint } from '../../../ui/after-paint';
import { moveMeeting } from '../commands/move-meeting';
import { usePendingMeetings } from '../hooks/use-pending-meetings';
import type { PendingMove } from './apply-moves';
import { columnKeyboardCoordinates } from './column-keyboard-coordinates';
import { noteDragEnd } from './drag-clock';
import { dragAnnouncements, dragInstructions } from './drag-announcements';
import { MeetingCardPreview } from './meeting-card';
import { PipelineColumn } from './pipeline-column';

// Pointer drops go to the column under the pointer; keyboard drops (no
// pointer) to the column the card overlaps.
const collisions: CollisionDetection = (args) => {
  const hits = args.pointerCoordinates ? pointerWithin(args) : [];
  return hits.length ? hits : rectIntersection(args);
};

/** The seven status columns (spec 4), read from the mirror, with drag and drop between them. */
export function PipelineBoard({ filter, onOpenMeeting, readOnly = false }: { filter: MeetingFilter; onOpenMeeting: (id: number) => void; readOnly?: boolean }) {
  // Measured, not asserted (DESIGN.md budgets): the bench reads these marks, made once per board shown.
  const marked = useRef({ mounted: false, firstRender: false, totals: false });
  if (!marked.current.mounted) {
    marked.current.mounted = true;
    performance.mark('pipeline-board-mounted');
  }
  const pending = usePendingMeetings();
  const [moves, setMoves] = useState<ReadonlyMap<number, PendingMove>>(new Map());
  const [active, setActive] = useState<PipelineMeeting | null>(null);
  // Each column gets only the drops into or out of it, so a drop re-renders two columns.
  const previous = useRef(new Map<PipelineStatus, ReadonlyMap<number, PendingMove>>());
  const movesByColumn = useMemo(() => {
    const next = new Map<PipelineStatus, ReadonlyMap<number, PendingMove>>();
    for (const status of pipelineStatuses) {
      const own = new Map([...moves].filter(([, m]) => m.status === status || m.meeting.status === status));
      const before = previous.current.get(status);
      const same = before && before.size === own.size && [...own].every(([id, m]) => before.get(id) === m);
      next.set(status, same ? before : own);
    }
    previous.current = next;
    return next;
  }, [moves]);
  const [readWhole, setReadWhole] = useState(false);
  const dropped = useRef(false);
  const loaded = useRef(new Set<PipelineStatus>());
  const complete = useRef(new Set<PipelineStatus>());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Space picks a card up; Enter opens it (spec: notes are read from an opened meeting).
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );

  // First render: every column shows its newest cards. Totals ready: every column is read whole.
  const onLoaded = useCallback((status: PipelineStatus, whole: boolean) => {
    loaded.current.add(status);
    if (whole) complete.current.add(status);
    if (loaded.current.size === pipelineStatuses.length) {
      if (!marked.current.firstRender) {
        marked.current.firstRender = true;
        performance.mark('pipeline-first-render');
      }
      // Once the first cards are painted.
      requestAnimationFrame(() => setTimeout(() => setReadWhole(true), 0));
    }
    if (!marked.current.totals && complete.current.size === pipelineStatuses.length) {
      marked.current.totals = true;
      performance.mark('pipeline-totals-ready');
    }
  }, []);

  const forget = useCallback((ids: number[]) => {
    setMoves((current) => {
      const next = new Map(current);
      for (const id of ids) next.delete(id);
      return next;
    });
  }, []);

  useLayoutEffect(() => {
    if (!dropped.current) return;
    dropped.current = false;
    requestAnimationFrame(() => {
      performance.mark('pipeline-drop-painted');
      performance.measure('pipeline-drop-to-paint', 'pipeline-drop', 'pipeline-drop-painted');
    });
  }, [moves]);

  function onDragStart(event: DragStartEvent) {
    setActive((event.active.data.current as { meeting: PipelineMeeting }).meeting);
  }

  function onDragEnd(event: DragEndEvent) {
    setActive(null);
    noteDragEnd();
    const meeting = (event.active.data.current as { meeting: PipelineMeeting } | undefined)?.meeting;
    const target = event.over?.id;
    // A drop in the card's own column sends nothing (spec 4).
    if (!meeting || !isPipelineStatus(target) || target === meeting.status) return;
    performance.mark('pipeline-drop');
    dropped.current = true;
    setMoves((current) => new Map(current).set(meeting.id, { meeting, status: target }));
    // The card moves on screen first; the mirror write and its live-query
    // updates (heavy on big columns) follow right after that paint.
    afterPaint(() =>
      moveMeeting(meeting, target).catch((e: unknown) => {
        forget([meeting.id]);
        notifications.show({ color: 'red', title: 'The move was not saved', message: e instanceof Error ? e.message : String(e) });
      }),
    );
    // Forget the drop even if the mirror never reads it back (e.g. a pull replaced the row).
    setTimeout(() => forget([meeting.id]), 10_000);
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
      }}
      accessibility={{ announcements: dragAnnouncements, screenReaderInstructions: dragInstructions }}
    >
      {/* It scrolls sideways: focusable, so the keyboard can scroll it even when no card can take focus. */}
      <div className="pipeline-board" data-testid="pipeline-board" role="region" aria-label="Pipeline board" tabIndex={0}>
        {pipelineStatuses.map((status) => (
          <PipelineColumn
            key={status}
            status={status}
            filter={filter}
            moves={movesByColumn.get(status)!}
            pending={pending}
            activeId={active && active.status === status ? active.id : null}
            onOpen={onOpenMeeting}
            onLoaded={onLoaded}
            onSettled={forget}
            readOnly={readOnly}
            readWhole={readWhole}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>{active && <MeetingCardPreview meeting={active} sync={pending.get(active.id)} />}</DragOverlay>
    </DndContext>
  );
}
