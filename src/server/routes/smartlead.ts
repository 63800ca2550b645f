import { asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { createSmartleadInstance, listSmartleadInstances, patchSmartleadInstance, syncSmartleadInstance } from '../../domain/smartlead/smartlead-endpoints';
import { lastFour, smartleadInstanceStatuses, smartleadMailboxStatuses, type SmartleadInstance } from '../../domain/smartlead/smartlead-types';
import { requirePermission, staffOnly } from '../auth/guards';
import type { Db } from '../db/client';
import { smartleadInstances, smartleadMailboxes } from '../db/schema/performance';
import { assertVersion, ifMatchVersion, versionedUpdate } from '../db/versioned-update';
import { HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';

export const smartleadRoutes = new Hono<AppEnv>();

const pick = <T extends string>(list: readonly T[], value: string, fallback: T): T => ((list as readonly string[]).includes(value) ? (value as T) : fallback);

/** Instances as the API shows them: the key only as its last four characters. */
async function loadSmartlead(db: Db, id?: number): Promise<SmartleadInstance[]> {
  const rows = await db
    .select()
    .from(smartleadInstances)
    .where(id === undefined ? undefined : eq(smartleadInstances.id, id))
    .orderBy(asc(smartleadInstances.name), asc(smartleadInstances.id));
  if (!rows.length) return [];
  const boxes = await db
    .select()
    .from(smartleadMailboxes)
    .where(inArray(smartleadMailboxes.instanceId, rows.map((r) => r.id)))
    .orderBy(asc(smartleadMailboxes.email));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    status: pick(smartleadInstanceStatuses, r.status, 'active'),
    apiKeyLast4: lastFour(r.apiKey),
    syncing: r.syncing,
    syncRequestedAt: r.syncRequestedAt?.toISOString() ?? null,
    lastSyncedAt: r.lastSyncedAt?.toISOString() ?? null,
    mailboxes: boxes.filter((b) => b.instanceId === r.id).map((b) => ({ id: b.id, email: b.email, status: pick(smartleadMailboxStatuses, b.status, 'disconnected') })),
    version: r.version,
  }));
}

route(smartleadRoutes, listSmartleadInstances, staffOnly, (c) => loadSmartlead(c.get('db')));

route(smartleadRoutes, createSmartleadInstance, staffOnly, requirePermission('sequencer-settings-edit'), async (c, { body }) => {
  const db = c.get('db');
  const [row] = await db.insert(smartleadInstances).values({ name: body.name, apiKey: body.apiKey }).returning({ id: smartleadInstances.id });
  return (await loadSmartlead(db, row.id))[0];
});

route(smartleadRoutes, patchSmartleadInstance, staffOnly, requirePermission('sequencer-settings-edit'), async (c, { params, body }) => {
  const db = c.get('db');
  const [instance] = await loadSmartlead(db, params.id);
  if (!instance) throw notFound();
  if (instance.status === body.status) {
    assertVersion(ifMatchVersion(c), instance);
    return instance;
  }
  await versionedUpdate(db, {
    table: smartleadInstances,
    id: params.id,
    changes: { status: body.status },
    expected: ifMatchVersion(c),
    current: async () => (await loadSmartlead(db, params.id))[0] ?? null,
  });
  return (await loadSmartlead(db, params.id))[0];
});

route(smartleadRoutes, syncSmartleadInstance, staffOnly, requirePermission('sequencer-settings-edit'), async (c, { params }) => {
  const db = c.get('db');
  const [instance] = await loadSmartlead(db, params.id);
  if (!instance) throw notFound();
  if (instance.status !== 'active') throw new HttpError(409, 'This Smartlead instance is paused: resume it before syncing.');
  await c.get('deps').integrations.smartlead.requestSync(db, params.id);
  return (await loadSmartlead(db, params.id))[0];
});
