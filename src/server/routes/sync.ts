import { sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database, Db } from '../db/client';
import { prerendered } from '../db/prerendered';
import { changes } from '../db/schema/sync';
import { teamMembers, teams } from '../db/schema/teams';
import type { AppEnv, SessionUser } from '../http/env';
import { route } from '../http/route';
import { pullChanges } from '../../domain/sync/sync-endpoints';
import { collectionLoader } from '../sync/collections';
import { heavyLimit, pageKey, pullPages, type PullPages } from '../sync/pull-pages';
import { compressAnswers } from './sync-compression';
import { pullPageJson, type RawJson } from '../sync/raw-json';
import type { Collection, PullPage, PulledChange } from '../../domain/sync/sync-types';

const defaultLimit = 500;

export const syncRoutes = new Hono<AppEnv>();

// A first sync is megabytes of JSON: compressed as the client accepts (decision 0037).
syncRoutes.use(pullChanges.path, compressAnswers());

// GET /api/sync/pull?cursor=N&limit=M (decision 0002).
route(syncRoutes, pullChanges, async (c, { query }) => {
  const db = c.get('db');
  const user = c.get('user');
  const cursor = query.cursor ?? 0;
  const limit = query.limit ?? defaultLimit;
  const count = Boolean(query.count);
  const page = () => readPage(db, user, cursor, limit, count);
  if (limit < heavyLimit) return c.body(pullPageJson(await page()), 200, { 'Content-Type': 'application/json' });
  // A first sync's page: shared by the user's devices asking it at once, and gated (sync/pull-pages.ts).
  const [{ last }] = await db.select({ last: sql<number>`coalesce(max(${changes.seq}), 0)` }).from(changes);
  const key = pageKey({ user, cursor, limit, count }, Number(last));
  const json = await pagesOf(c.get('deps').database).shared(key, async () => pullPageJson(await page()));
  return c.body(json, 200, { 'Content-Type': 'application/json' });
});

// One set of shared pages per database: two servers in one process (the tests) never share.
const pagesByDatabase = new WeakMap<Database, PullPages>();
function pagesOf(database: Database): PullPages {
  let pages = pagesByDatabase.get(database);
  if (!pages) {
    // PGlite runs every query on the server's own thread, one at a time: one heavy page at once.
    pages = pullPages(database.kind === 'pglite' ? 1 : 4);
    pagesByDatabase.set(database, pages);
  }
  return pages;
}

// The feed's columns and the team leads' subquery, rendered to SQL once:
// the pull is every device's most frequent call, and Drizzle's query builder
// rebuilt them on each (issue 24: about a seventh of a pull's server time).
const feedColumns = prerendered(sql`${changes.seq} as "seq", ${changes.collection} as "collection", ${changes.entityId} as "entityId", ${changes.op} as "op"`);
const feedTable = prerendered(sql`${changes}`);
const seqColumn = prerendered(sql`${changes.seq}`);
const scopeColumn = prerendered(sql`${changes.scope}`);
const membersLedBy = prerendered(sql`(select 'assignee:' || ${teamMembers.userId} from ${teamMembers}
    inner join ${teams} on ${teams.id} = ${teamMembers.teamId}
    where not ${teams.archived} and ${teams.teamLeadId} = `);

// A change's data may be JSON text from the database, passed through (raw-json.ts).
type ServerPulledChange = Omit<PulledChange, 'data'> & { data?: Record<string, unknown> | RawJson };
type ServerPullPage = Omit<PullPage, 'changes'> & { changes: ServerPulledChange[] };

type FeedRow = { seq: number; collection: string; entityId: string; op: string };

async function readPage(db: Db, user: SessionUser, cursor: number, limit: number, count: boolean): Promise<ServerPullPage> {
  const visible = visibleTo(user);
  const result = await db.execute(sql`select ${feedColumns} from ${feedTable}
    where ${seqColumn} > ${cursor} and ${visible} order by ${seqColumn} limit ${limit + 1}`);
  // bigint comes as text from node-postgres: the feed's seq stays far below 2^53.
  const rows = (result as unknown as { rows: FeedRow[] }).rows.map((r) => ({ ...r, seq: Number(r.seq) }));
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const next = page.length ? page[page.length - 1].seq : cursor;
  const body: ServerPullPage = { cursor: next, changes: await withData(db, user, page), more };
  // count=1: how many changes are left after this page, for a progress bar.
  if (count) {
    const left = more ? await db.execute(sql`select count(*)::int as n from ${feedTable} where ${seqColumn} > ${next} and ${visible}`) : null;
    body.remaining = left ? (left as unknown as { rows: { n: number }[] }).rows[0].n : 0;
  }
  return body;
}

/**
 * The scopes a user may read (see sync/record-change.ts), as one condition:
 * the pull is the most frequent call of every device, so the team lookup is
 * a subquery of the feed's query rather than a round trip of its own.
 */
function visibleTo(user: SessionUser): SQL {
  const scopeIn = (scopes: string[]) => sql`${scopeColumn} in (${sql.join(scopes.map((scope) => sql`${scope}`), sql`, `)})`;
  if (user.isGuest) {
    const scopes = ['all', `user:${user.id}`];
    if (user.clientId !== null) scopes.push(`client:${user.clientId}`);
    return scopeIn(scopes);
  }
  // A team lead also works the tasks of the members of their teams.
  const scopes = ['all', 'staff', `user:${user.id}`, `assignee:${user.id}`];
  // A super-admin may work any task, so their device mirrors all of them.
  const allTasks = user.permissions.includes('super-admin') ? sql` or ${scopeColumn} like 'assignee:%'` : sql``;
  return sql`(${scopeIn(scopes)} or ${scopeColumn} in ${membersLedBy}${user.id}) or (${scopeColumn} like 'client:%'${allTasks}))`;
}

async function withData(db: Db, user: SessionUser, page: FeedRow[]): Promise<ServerPulledChange[]> {
  const putIds = new Map<Collection, string[]>();
  for (const row of page) {
    if (row.op !== 'put') continue;
    const list = putIds.get(row.collection as Collection) ?? [];
    list.push(row.entityId);
    putIds.set(row.collection as Collection, list);
  }
  const data = new Map<string, unknown>();
  for (const [collection, ids] of putIds) {
    const loader = collectionLoader(collection);
    if (!loader) continue;
    const loaded = await loader(db, [...new Set(ids)], user);
    for (const [id, row] of loaded) data.set(`${collection}:${id}`, row);
  }
  return page.map((row) => {
    const collection = row.collection as Collection;
    const row_ = data.get(`${collection}:${row.entityId}`);
    // A put whose row is gone (or no longer loadable) reads as a delete.
    if (row.op === 'del' || row_ === undefined) return { collection, id: row.entityId, op: 'del' as const };
    return { collection, id: row.entityId, op: 'put' as const, data: row_ as Record<string, unknown> | RawJson };
  });
}
