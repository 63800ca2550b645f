import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const arrows = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

/**
 * Keyboard dragging that jumps a whole column per Left/Right arrow (the
 * default moves 25 px a press); Up and Down do nothing, since a column's
 * order is by date.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  if (!arrows.includes(event.code)) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect || (event.code !== 'ArrowLeft' && event.code !== 'ArrowRight')) return undefined;
  const centre = collisionRect.left + collisionRect.width / 2;
  const columns = droppableContainers
    .getEnabled()
    .map((c) => droppableRects.get(c.id))
    .filter((r): r is NonNullable<typeof r> => !!r)
    .sort((a, b) => a.left - b.left);
  const target =
    event.code === 'ArrowRight'
      ? columns.find((r) => r.left + r.width / 2 > centre + 1)
      : [...columns].reverse().find((r) => r.left + r.width / 2 < centre - 1);
  if (!target) return currentCoordinates;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: currentCoordinates.y };
};
