import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const forward = ['ArrowRight', 'ArrowDown'];
const backward = ['ArrowLeft', 'ArrowUp'];

/**
 * Keyboard dragging on the Assign tab: each arrow press moves the client to
 * the next (Right, Down) or previous (Left, Up) rep in reading order, instead
 * of 25 px; the first press goes to the first rep.
 */
export const deskKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = forward.includes(event.code) ? 1 : backward.includes(event.code) ? -1 : 0;
  if (!step) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return undefined;
  const desks = droppableContainers
    .getEnabled()
    .map((c) => ({ id: c.id, rect: droppableRects.get(c.id) }))
    .filter((d): d is { id: typeof d.id; rect: NonNullable<typeof d.rect> } => !!d.rect)
    .sort((a, b) => Math.round(a.rect.top - b.rect.top) || a.rect.left - b.rect.left);
  if (!desks.length) return currentCoordinates;
  const at = over ? desks.findIndex((d) => d.id === over.id) : -1;
  const next = desks[Math.min(desks.length - 1, Math.max(0, at === -1 ? 0 : at + step))].rect;
  return { x: next.left + (next.width - collisionRect.width) / 2, y: next.top + (next.height - collisionRect.height) / 2 };
};
