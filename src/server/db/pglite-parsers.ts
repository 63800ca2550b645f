import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

const asText = (value: string) => value;

/**
 * The parsers drizzle-orm's PGlite driver sends with every query: dates,
 * timestamps and intervals (and their arrays) stay text, for Drizzle's
 * columns to map them.
 */
export const drizzleTextParsers = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

type QueryOptions = Parameters<PGlite['query']>[2];

// Safe to drop only because the client already holds drizzleTextParsers.
function withoutParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers) return options;
  const { parsers: _sameAsTheClients, ...rest } = options;
  return rest;
}

/**
 * One turn of the event loop. PGlite answers a query without ever giving the
 * loop a turn (its work runs on this thread and its promise settles in
 * microtasks), so a request making many queries one after another (a first
 * sync's page: about fifteen, for a second and more) held every other
 * connection, new request and timer until its last one: a light call
 * waited behind whole pages (issue 17's storm). Each query first lets the
 * loop take one turn, as a query sent to a real server would.
 */
const aTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function forTransaction(tx: Transaction): Transaction {
  const query: Transaction['query'] = async (text, params, options) => {
    await aTurn();
    return tx.query(text, params, withoutParsers(options));
  };
  return new Proxy(tx, { get: (target, prop) => (prop === 'query' ? query : Reflect.get(target, prop)) });
}

/**
 * PGlite for Drizzle: the text parsers set once on the client, and a turn
 * of the event loop before each query (`aTurn`).
 *
 * Per query, PGlite merges the parsers it is given into a copy of its own
 * table of about 370; that copy took 0.3 ms of every query here, about 2 ms
 * of a pipeline move's 11. The client made with `drizzleTextParsers` parses
 * the same way, so the per-query parsers are dropped on the way in.
 */
export function forDrizzle(client: PGlite): PGlite {
  const query: PGlite['query'] = async (text, params, options) => {
    await aTurn();
    return client.query(text, params, withoutParsers(options));
  };
  const transaction: PGlite['transaction'] = (callback) => client.transaction((tx) => callback(forTransaction(tx)));
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return query;
      if (prop === 'transaction') return transaction;
      // PGlite's methods use private fields: they must run on the client itself.
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
