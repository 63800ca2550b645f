import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '../../ui/after-paint';
import { session } from '../session';

/**
 * Whether the shell shows its screen yet. Right after a sign-in the screen
 * comes once the shell has painted, as a transition (React renders it in
 * short slices): the router's change of page is a blocking render, and the
 * shell and the landing screen in one were the first sync's longest task
 * (40-75 ms on this machine; budget: none over 50 ms). A page load or a
 * move between screens shows the screen at once, as before (a screen a
 * frame late made Lighthouse's /tasks worse: decision 0054).
 */
export function useScreenAfterShell(): boolean {
  const [waiting, setWaiting] = useState(() => session.takeLanding());
  useEffect(() => {
    if (waiting) return afterPaint(() => startTransition(() => setWaiting(false)));
  }, [waiting]);
  return !waiting;
}
