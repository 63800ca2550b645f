import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '../../ui/after-paint';
import { session } from '../session';

/**
 * How much of the signed-in app shows: the light frame, the shell (header
 * and navigation), or the shell with its screen.
 */
export type LandingStage = 'frame' | 'shell' | 'screen';

const nextStage = { frame: 'shell', shell: 'screen' } as const;

/**
 * Right after a sign-in the app comes in three steps, each once the one
 * before has painted, the last two as transitions (React renders them in
 * short slices): the router's change of page is one blocking render, and it
 * held the shell and the landing screen together (40-75 ms on this
 * machine), then the shell alone (32-58 ms: its code runs for the first
 * time in that page); the first sync's budget is no task over 50 ms. The
 * router's render now holds only the frame that a page load paints before
 * any script runs. A page load or a move between screens shows everything
 * at once, as before (a screen a frame late made Lighthouse's /tasks worse:
 * decision 0054).
 */
export function useLandingStage(): LandingStage {
  const [stage, setStage] = useState<LandingStage>(() => (session.takeLanding() ? 'frame' : 'screen'));
  useEffect(() => {
    if (stage === 'screen') return;
    const next = nextStage[stage];
    return afterPaint(() => startTransition(() => setStage(next)));
  }, [stage]);
  return stage;
}
