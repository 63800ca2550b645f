import type { TransportErrorKind } from '../http/transport-error';
import type { PullProgress } from './pull';

/** The page asks the first sync's worker to pull into this database. */
export type FirstSyncRequest = { dbName: string };

/** What the worker tells the page: progress only, then how it ended. */
export type FirstSyncMessage =
  | { type: 'progress'; progress: PullProgress }
  | { type: 'done'; pulled: number; cursor: number }
  | { type: 'failed'; message: string; transport?: { kind: TransportErrorKind; status?: number } };
