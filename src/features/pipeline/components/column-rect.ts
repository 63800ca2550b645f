import type { Rect } from '@tanstack/react-virtual';

// The column's scroll area (pipeline.css: `.pipeline-column-scroll` and the
// least column width): the size the cards are laid out for before the
// browser has measured it.
const scrollMinHeight = 320;
const scrollHeightAllowance = 330;
const columnMinWidth = 210;

/** The column's scroll area as pipeline.css sizes it in this window. */
export function estimatedColumnRect(): Rect {
  if (typeof window === 'undefined') return { width: columnMinWidth, height: scrollMinHeight };
  return { width: columnMinWidth, height: Math.max(scrollMinHeight, window.innerHeight - scrollHeightAllowance) };
}
