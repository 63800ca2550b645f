import type { PipelineStatus } from '../../../domain/meetings/pipeline-statuses';

/** Keys that move focus inside a column: to the card above or below, the first or the last. */
export type ColumnStep = 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/** What a column offers the board's keyboard navigation (roving focus, one tab stop per column). */
export type ColumnFocus = {
  /** Focuses the column's tab stop; false when the column has no card. */
  focusStop: () => boolean;
  /** Moves focus from the card `fromId` one step inside the column. */
  step: (fromId: number, key: ColumnStep) => void;
  /** After a drop: the card `id` becomes the column's tab stop and takes focus once it shows. */
  land: (id: number) => void;
};

export type RegisterColumnFocus = (status: PipelineStatus, focus: ColumnFocus | null) => void;

const columnSteps: readonly string[] = ['ArrowUp', 'ArrowDown', 'Home', 'End'];

export function isColumnStep(key: string): key is ColumnStep {
  return columnSteps.includes(key);
}

/** The index a step leads to in a column of `count` cards. */
export function stepIndex(from: number, key: ColumnStep, count: number): number {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return Math.min(count - 1, Math.max(0, from + (key === 'ArrowDown' ? 1 : -1)));
}
