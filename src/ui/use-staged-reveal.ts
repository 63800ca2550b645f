import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from './after-paint';

/**
 * How many of `parts` to show: the first at once, each next one after the
 * screen has painted the last (a hidden tab too: see afterPaint), rendered
 * as a transition (React splits its render into short slices).
 *
 * A big form mounted in one go (the booking form: a dozen selects and date
 * fields) is one main-thread task of a few hundred milliseconds on a slow
 * device, in which nothing else can run (README, budgets: no task over 50 ms).
 * In parts it is a few short tasks, and the first part shows sooner.
 */
export function useStagedReveal(parts: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= parts) return;
    return afterPaint(() => startTransition(() => setShown((n) => Math.min(parts, n + 1))));
  }, [shown, parts]);
  return shown;
}
