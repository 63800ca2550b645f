import { lookupNames, type LookupName } from '../../domain/lookups/lookup-types';
import type { Db } from '../db/client';
import type { SessionUser } from '../http/env';
import { loadBookingLookupsJsonByIds } from '../queries/booking-lookups';
import { loadClientsJsonByIds } from '../queries/clients';
import { lookupLoaders } from '../queries/lookups';
import { loadPipelineMeetingsJsonByIds } from '../queries/meetings';
import { loadUserNotifications } from '../queries/notifications';
import { loadSessionUser } from '../auth/sessions';
import { loadTasksJsonByIds } from '../queries/tasks';
import type { Collection } from '../../domain/sync/sync-types';

/** Loads the current rows of one collection for the feed, by entity id. */
export type CollectionLoader = (db: Db, ids: string[], user: SessionUser) => Promise<Map<string, unknown>>;

const numericIds = (ids: string[]) => ids.map(Number).filter((n) => Number.isInteger(n));

const loaders: Record<Collection, CollectionLoader> = {
  me: async (db, ids, user) => {
    const out = new Map<string, unknown>();
    // A user only ever has their own row in scope.
    if (ids.includes(String(user.id))) out.set(String(user.id), await loadSessionUser(db, user.id));
    return out;
  },
  lookups: async (db, ids) => {
    const out = new Map<string, unknown>();
    for (const id of ids) {
      if (!lookupNames.includes(id as LookupName)) continue;
      out.set(id, { name: id, items: await lookupLoaders[id as LookupName](db) });
    }
    return out;
  },
  clients: (db, ids) => loadClientsJsonByIds(db, numericIds(ids)),
  meetings: (db, ids) => loadPipelineMeetingsJsonByIds(db, numericIds(ids)),
  tasks: (db, ids) => loadTasksJsonByIds(db, numericIds(ids)),
  bookingLookups: (db, ids) => loadBookingLookupsJsonByIds(db, numericIds(ids)),
  notifications: async (db, ids) => {
    const rows = await loadUserNotifications(db, { ids: numericIds(ids) });
    return new Map(rows.map(({ userId: _userId, ...n }) => [String(n.id), n]));
  },
};

export function collectionLoader(collection: Collection): CollectionLoader | undefined {
  // Feed rows are written by this server only; an unknown name is skipped.
  return loaders[collection];
}
