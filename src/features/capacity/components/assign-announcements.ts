import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

type Data = { client?: { name: string }; rep?: { name: string } } | undefined;

const clientOf = (data: unknown) => (data as Data)?.client?.name ?? 'the client';
const repOf = (data: unknown) => (data as Data)?.rep?.name ?? 'a rep';

export const assignInstructions: ScreenReaderInstructions = {
  draggable:
    'To assign this client, press Space to pick it up, use the arrow keys to choose a rep, then press Space or Enter to drop it on them, or Escape to cancel.',
};

/** What a screen reader hears while a client is dragged to a rep (mouse or keyboard). */
export const assignAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${clientOf(active.data.current)}.`,
  onDragOver: ({ active, over }) =>
    over ? `${clientOf(active.data.current)} is over ${repOf(over.data.current)}.` : `${clientOf(active.data.current)} is not over a rep.`,
  onDragEnd: ({ active, over }) =>
    over ? `Assigned ${clientOf(active.data.current)} to ${repOf(over.data.current)}.` : `${clientOf(active.data.current)} was not dropped on a rep and stays unassigned.`,
  onDragCancel: ({ active }) => `Cancelled. ${clientOf(active.data.current)} stays unassigned.`,
};
