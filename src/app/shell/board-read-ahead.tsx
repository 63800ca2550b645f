import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { watchTables } from '../../data/db/watch-tables';
import { useDeviceSynced } from '../../data/react/use-device-synced';
import { whenIdle } from '../when-idle';

// After a write to the mirror's meetings (a pull, a replay, another tab), wait
// for a quiet moment: a replay or a first sync writes many times a second.
const quietMs = 500;

type Cancel = () => void;

/**
 * Runs `readAhead` when the page is idle after its first moment, and again
 * once the meetings have been quiet for a moment after each write, while the
 * page is shown. Not at the very first idle time: on a page load that comes
 * while the screen waits for its answer from the server, and the board's
 * code and cards read then competed with that screen's first render (a
 * sequence profile opened warm). Returns the stop.
 */
export function startReadAhead(readAhead: () => void, watchMeetings: (onChange: () => void) => Cancel, quiet = quietMs): Cancel {
  let cancel: Cancel = () => {};
  const idleRun = () => {
    cancel();
    cancel = whenIdle(() => {
      if (document.visibilityState !== 'hidden') readAhead();
    });
  };
  const afterQuiet = () => {
    cancel();
    const id = setTimeout(idleRun, quiet);
    cancel = () => clearTimeout(id);
  };
  const onVisible = () => document.visibilityState === 'visible' && idleRun();
  afterQuiet();
  const stopWatching = watchMeetings(afterQuiet);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopWatching();
    document.removeEventListener('visibilitychange', onVisible);
    cancel();
  };
}

/**
 * The board is where a rep goes most. While they are elsewhere in the app,
 * its code and its first cards are made ready when the page is idle (the
 * router's preload of /meetings, as when its link is pointed at), so a click
 * on Meetings shows the cards in the board's first render, with no pointer
 * or focus on the link before it. A write to the meetings makes the board
 * forget its cards (column-head-cache); they are read again once it is quiet.
 */
export function BoardReadAhead({ enabled }: { enabled: boolean }) {
  const router = useRouter();
  // Its own component: the sync state it follows changes often during a
  // first sync, and must not render the whole shell again.
  const on = useDeviceSynced() && enabled;
  useEffect(() => {
    if (!on) return;
    return startReadAhead(
      () => void router.preloadRoute({ to: '/meetings' }).catch(() => {}),
      (onChange) => watchTables(['meetings'], onChange),
    );
  }, [on, router]);
  return null;
}
