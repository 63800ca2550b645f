import { useEffect, useState, type RefObject } from 'react';

// A column's least width and the gap after it (pipeline.css).
const columnStride = 218;

/**
 * Whether a board column is in the board's view or within half a view of
 * it, sideways: only such columns render their cards. On a phone the board
 * shows two of its seven columns, and rendering the cards of all seven made
 * the board's first render one long task (the cards' DOM and its layout:
 * four times longer on Lighthouse's phone). Until the browser has placed
 * the columns, a column is taken as near when it starts within one and a
 * half window widths, so a laptop's board renders every column at once, as
 * before. Once near, a column stays rendered: scrolling back never empties it.
 */
export function useNearBoardView(element: RefObject<HTMLElement | null>, index: number): boolean {
  const [near, setNear] = useState(() => typeof window === 'undefined' || index * columnStride < window.innerWidth * 1.5);
  useEffect(() => {
    if (near) return;
    const target = element.current;
    const board = target?.closest<HTMLElement>('[data-testid="pipeline-board"]');
    // Nothing to watch with: render the cards.
    if (!target || !board || typeof IntersectionObserver !== 'function') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { root: board, rootMargin: '0px 50% 0px 50%' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
