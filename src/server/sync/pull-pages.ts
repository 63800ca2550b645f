// Issue 17: fifty devices making their first sync at once on PGlite (one
// connection, running on the server's own thread) queued fifty heavy pages
// ahead of every light call. Two measures keep light calls flowing:
//
// - Shared pages. A first sync's page (cursor, limit) for one user is the same
//   for every device of that user as long as nothing new is written (the
//   caller puts the feed's last seq in the key: every write takes a new one),
//   so devices syncing at once share one computation, and a page computed in
//   the last `freshForMs` is answered again.
// - A gate. At most `heavyAtOnce` heavy pages are computed at a time (one on
//   PGlite), so a light call's query waits behind one heavy page at most,
//   never behind fifty.
//
// Only heavy pages (a first sync's, `limit` ≥ `heavyLimit`) take either path:
// a synced device's pulls are small and must see the newest change at once.

export const heavyLimit = 1000;
const freshForMs = 15_000;

type Entry = { at: number; answer: Promise<string>; bytes: number };

export type PullPages = {
  /** The JSON of the page `key`, shared with any device asking the same within `freshForMs`. */
  shared(key: string, compute: () => Promise<string>): Promise<string>;
};

export function pullPages(heavyAtOnce: number, { now = Date.now, maxBytes = 64 * 1024 * 1024 } = {}): PullPages {
  const entries = new Map<string, Entry>();
  let bytes = 0;
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

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const prune = (t: number) => {
    // Oldest first (a Map keeps insertion order): stale ones, then any over the byte cap.
    for (const [key, entry] of entries) {
      if (t - entry.at < freshForMs && bytes <= maxBytes) break;
      forget(key);
    }
  };

  return {
    shared(key, compute) {
      const t = now();
      prune(t);
      const known = entries.get(key);
      if (known) return known.answer;
      const entry: Entry = { at: t, answer: gated(compute), bytes: 0 };
      entries.set(key, entry);
      entry.answer.then(
        (json) => {
          if (entries.get(key) !== entry) return;
          entry.bytes = json.length * 2;
          bytes += entry.bytes;
        },
        // A failed computation is not shared: the next asker tries again.
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.answer;
    },
  };
}
