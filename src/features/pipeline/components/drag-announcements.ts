import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { PipelineMeeting } from '../../../domain/meetings/meeting-types';

type DragData = { meeting?: PipelineMeeting } | undefined;

const who = (data: unknown) => {
  const m = (data as DragData)?.meeting;
  return m ? `the meeting with ${m.prospect_name}` : 'the meeting';
};
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const from = (data: unknown) => (data as DragData)?.meeting?.status ?? '';

export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    'Press Enter to open this meeting. To move it to another pipeline column, press Space to pick it up, use the Left and Right arrow keys to choose a column, then press Space or Enter to drop it, or Escape to cancel.',
};

/** What a screen reader hears while a card is dragged (mouse or keyboard). */
export const dragAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${who(active.data.current)}, in ${from(active.data.current)}.`,
  onDragOver: ({ active, over }) => capital(over ? `${who(active.data.current)} is over ${over.id}.` : `${who(active.data.current)} is not over a column.`),
  onDragEnd: ({ active, over }) => {
    if (!over) return `${capital(who(active.data.current))} was dropped outside the columns and stays in ${from(active.data.current)}.`;
    return over.id === from(active.data.current)
      ? `${capital(who(active.data.current))} stays in ${over.id}.`
      : `Moved ${who(active.data.current)} to ${over.id}.`;
  },
  onDragCancel: ({ active }) => `Cancelled. ${who(active.data.current)} stays in ${from(active.data.current)}.`,
};
