import * as v from 'valibot';
import { meetingFilterOf, meetingsSearchSchema } from '../domain/meetings/meetings-search';
import { router } from './router';
import { warmColumnHeads } from '../features/pipeline/hooks/column-head-cache';

/**
 * Before React mounts (decision 0035): the code of the screen being opened
 * starts loading now, beside the session check that the router waits for
 * before it asks for that code; and on the board, its first cards are read
 * from the mirror while that code loads (the route's loader then finds the
 * read under way: column-head-cache shares it); on a sequence profile, the
 * profile is asked for now, not once the router has checked the session and
 * run the route's loader (which then finds it asked: askAhead asks once).
 */
export function startFirstScreen(): void {
  const { pathname, search } = router.latestLocation;
  loadScreenCode(pathname);
  const profile = /^\/sequencer\/profile\/([1-9]\d{0,9})$/.exec(pathname);
  if (profile) void import('../features/sequencer/hooks/use-profile').then((m) => m.askProfileAhead(Number(profile[1]))).catch(() => {});
  if (pathname !== '/meetings') return;
  const parsed = v.safeParse(meetingsSearchSchema, search);
  if (!parsed.success || (parsed.output.view ?? 'pipeline') !== 'pipeline') return;
  const filter = meetingFilterOf(parsed.output);
  void warmColumnHeads(filter).catch(() => {});
}

/** Loads (and runs) the code of the screens of a path: its routes' chunks, nothing of their data. */
export function loadScreenCode(pathname: string): void {
  for (const route of router.getMatchedRoutes(pathname)[0]) void router.loadRouteChunk(route)?.catch(() => {});
}
