import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `parts` to show: the first at once, each next one after the
 * screen has painted the last, rendered as a transition (React splits its
 * render into short slices).
 *
 * A big form mounted in one go (the booking form: a dozen selects and date
 * fields) is one main-thread task of a few hundred milliseconds on a slow
 * device, in which nothing else can run (DESIGN.md: no task over 50 ms).
 * In parts it is a few short tasks, and the first part shows sooner.
 */
export function useStagedReveal(parts: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= parts) return;
    let done = false;
    const next = () => {
      if (done) return;
      done = true;
      startTransition(() => setShown((n) => Math.min(parts, n + 1)));
    };
    let timer = 0;
    // After the next paint: a timeout queued from a frame callback runs once
    // that frame is on screen. Frames stop in a hidden tab: the fallback
    // timer still finishes the form there.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(next, 0);
    });
    const fallback = window.setTimeout(next, 100);
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.clearTimeout(fallback);
    };
  }, [shown, parts]);
  return shown;
}
