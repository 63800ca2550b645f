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
import { useCallback, useRef, useState } from 'react';
import type { MeetingFilter } from '../../../domain/meetings/meeting-filters';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';
import { isPipelineStatus, pipelineStatuses, type PipelineStatus } from '../../../domain/meetings/pipeline-statuses';
import { benchMark, benchMarkNextFrame, useBenchMarkOnce } from '../../../ui/bench-marks';
import { moveMeeting } from '../commands/move-meeting';
import { usePendingMeetings } from '../hooks/use-pending-meetings';
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
  // The bench reads these marks, made once per board shown.
  const markOnce = useBenchMarkOnce();
  markOnce('pipeline-board-mounted');
  const pending = usePendingMeetings();
  const [active, setActive] = useState<PipelineMeeting | null>(null);
  const [readWhole, setReadWhole] = useState(false);
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
      markOnce('pipeline-first-render');
      // Once the first cards are painted.
      requestAnimationFrame(() => setTimeout(() => setReadWhole(true), 0));
    }
    if (complete.current.size === pipelineStatuses.length) markOnce('pipeline-totals-ready');
  }, [markOnce]);

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
    benchMark('pipeline-drop');
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
            pending={pending}
            activeId={active && active.status === status ? active.id : null}
            onOpen={onOpenMeeting}
            onLoaded={onLoaded}
            readOnly={readOnly}
            readWhole={readWhole}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>{active && <MeetingCardPreview meeting={active} sync={pending.get(active.id)} />}</DragOverlay>
    </DndContext>
  );
}
