import Dexie, { type ChromeTransactionDurability, type Table } from 'dexie';
import type { BaseRow, MetaRow, OutboxEntry } from './outbox-types';
import type { LookupRow, MirrorRows } from './mirror-types';

export const appDbName = 'sdr-ops';

/**
 * Every published schema version stays listed (decision 0001): Dexie upgrades
 * from whichever one a device holds, keeping the outbox. A new version lists
 * only the tables it changes (with their full index list).
 */
export const schemaVersions: { version: number; stores: Record<string, string | null> }[] = [
  {
    version: 1,
    stores: {
      me: 'id',
      lookups: 'name',
      clients: 'id, name, status',
      meetings: 'id, clientId, status, startAt, sdrId, [clientId+status]',
      tasks: 'id, clientId, assigneeId, priority, status, dueDate',
      notifications: 'id, readAt',
      outbox: '++seq, &id, status, [collection+entityId]',
      bases: '[collection+id]',
      meta: 'key',
    },
  },
  {
    // The pipeline board and calendar: a column (status) ordered by start,
    // narrowed by client or rep, and a client's meetings by start.
    version: 2,
    stores: {
      meetings:
        'id, clientId, status, startAt, sdrId, [clientId+status], [status+startAt], [clientId+status+startAt], [sdrId+status+startAt], [clientId+startAt]',
    },
  },
  {
    // Only the indexes the board and calendar read: every index is written
    // for each of 10,000 meetings on a first sync (the four dropped ones cost
    // about a quarter of its IndexedDB time and nothing read them).
    version: 3,
    stores: {
      meetings: 'id, startAt, [status+startAt], [clientId+status+startAt], [sdrId+status+startAt], [clientId+startAt]',
    },
  },
  {
    // Issue 16: each client's booking lookups (inboxes, mailboxes and their
    // statuses, meeting types, defaults), keyed by the client's id.
    version: 4,
    stores: { bookingLookups: 'id' },
  },
  {
    // Only the indexes something reads (as version 3 did for meetings): the
    // task list reads open tasks by status and filters the rest in memory,
    // the client pickers read clients by name, and nothing reads
    // notifications by readAt. A first sync wrote 22,000 index entries
    // (5,000 tasks times four, 2,000 clients) that no screen used.
    version: 5,
    stores: { tasks: 'id, status', clients: 'id, name', notifications: 'id' },
  },
];

export class AppDb extends Dexie {
  me!: Table<MirrorRows['me'], number>;
  lookups!: Table<LookupRow, string>;
  clients!: Table<MirrorRows['clients'], number>;
  meetings!: Table<MirrorRows['meetings'], number>;
  tasks!: Table<MirrorRows['tasks'], number>;
  notifications!: Table<MirrorRows['notifications'], number>;
  bookingLookups!: Table<MirrorRows['bookingLookups'], number>;
  outbox!: Table<OutboxEntry, number>;
  bases!: Table<BaseRow, [string, string]>;
  meta!: Table<MetaRow, string>;

  /**
   * The page's connection keeps the browser's default durability: a queued
   * edit must survive a power loss right after the rep made it. Only the
   * first sync's worker opens connections of its own, a `relaxed` one for
   * the bulk of the rows and a `strict` one for the commit that ends it
   * (decision 0037): a crash loses at most pages that are pulled again.
   *
   * Live queries' answers are frozen, not copied (`cache: 'immutable'`):
   * Dexie otherwise deep-copies every answer of a live query, and on /tasks
   * that was thousands of open tasks copied on each read (a fifth of the
   * task in which the list's read lands). A screen that orders or changes
   * an answer copies it first.
   */
  constructor(name = appDbName, versions = schemaVersions, durability?: ChromeTransactionDurability) {
    super(name, { cache: 'immutable', ...(durability ? { chromeTransactionDurability: durability } : {}) });
    for (const v of versions) this.version(v.version).stores(v.stores);
  }
}
