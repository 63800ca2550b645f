// Issue 17: fifty devices making their first sync at once on PGlite (one
// connection, running on the server's own thread) queued fifty heavy pages
// ahead of every light call. Two measures keep light calls flowing:
//
// - Shared pages. A first sync's page (cursor, limit) for one user is the same
//   for every device of that user as long as nothing new is written (the
//   caller puts the feed's last seq in the key: every write takes a new one),
//   so devices asking it while it is being computed share that computation.
//   Nothing is kept once it is answered: a device asking later computes
//   afresh, as it would alone.
// - A gate. At most `heavyAtOnce` heavy pages are computed at a time (one on
//   PGlite), so a light call's query waits behind one heavy page at most,
//   never behind fifty.
//
// Only heavy pages (a first sync's, `limit` ≥ `heavyLimit`) take this path:
// a synced device's pulls are small.

import type { Me } from '../../domain/auth/me-schema';

export const heavyLimit = 1000;

type PageOf = { user: Pick<Me, 'id' | 'isGuest' | 'clientId' | 'permissions'>; cursor: number; limit: number; count: boolean };

/**
 * What makes two asks the same page: the user's id and all that sets what
 * they see, the page asked, and the feed's last seq when asked (a write
 * since then makes it another page).
 */
export function pageKey({ user, cursor, limit, count }: PageOf, lastSeq: number): string {
  return JSON.stringify([user.id, user.isGuest, user.clientId, [...user.permissions].sort(), cursor, limit, count, lastSeq]);
}

export type PullPages = {
  /** The JSON of the page `key`, shared with every device asking it while it is computed. */
  shared(key: string, compute: () => Promise<string>): Promise<string>;
};

export function pullPages(heavyAtOnce: number): PullPages {
  const inFlight = new Map<string, Promise<string>>();
  let running = 0;
  const waiting: (() => void)[] = [];

  const gated = async (compute: () => Promise<string>) => {
    if (running >= heavyAtOnce) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await compute();
    } finally {
      // The slot passes straight to the next in line, so `running` stays counted.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };

  return {
    shared(key, compute) {
      const known = inFlight.get(key);
      if (known) return known;
      const answer = gated(compute).finally(() => inFlight.delete(key));
      inFlight.set(key, answer);
      return answer;
    },
  };
}
