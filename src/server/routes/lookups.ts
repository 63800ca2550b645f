import { eq, isNull, or } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AnyEndpoint } from '../../domain/api/endpoint';
import * as endpoints from '../../domain/lookups/lookup-endpoints';
import { assertClientAccess, staffOnly } from '../auth/guards';
import type { Db } from '../db/client';
import { clients } from '../db/schema/clients';
import { exclusiveCompanyProfiles, geoTargetProfiles } from '../db/schema/lookups';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import * as lookups from '../queries/lookups';

export const lookupRoutes = new Hono<AppEnv>();

const plain: [AnyEndpoint, (db: Db) => Promise<unknown[]>][] = [
  [endpoints.listStates, lookups.listStates],
  [endpoints.listEmployeeRanges, lookups.listEmployeeRanges],
  [endpoints.listRevenueRanges, lookups.listRevenueRanges],
  [endpoints.listManagementLevels, lookups.listManagementLevels],
  [endpoints.listJobFunctions, lookups.listJobFunctions],
  [endpoints.listTimezones, lookups.listTimezones],
  [endpoints.listMeetingTypes, lookups.listMeetingTypes],
];
for (const [e, load] of plain) route(lookupRoutes, e, (c) => load(c.get('db')) as never);

const staff: [AnyEndpoint, (db: Db) => Promise<unknown[]>][] = [
  [endpoints.listEmailTenants, lookups.listEmailTenants],
];
for (const [e, load] of staff) route(lookupRoutes, e, staffOnly, (c) => load(c.get('db')) as never);

route(lookupRoutes, endpoints.listIndustries, (c, { query }) => {
  const byName = query.sort === 'name';
  const db = c.get('db');
  return query['with-categories'] ? lookups.listIndustryCategories(db, byName) : lookups.listIndustries(db, byName);
});

// The profiles open to a client: shared ones (no client) and its own.
for (const [e, table] of [
  [endpoints.listGeoTargetProfiles, geoTargetProfiles],
  [endpoints.listEcpProfiles, exclusiveCompanyProfiles],
] as const) {
  route(lookupRoutes, e, async (c, { params }) => {
    assertClientAccess(c.get('user'), params.id);
    const db = c.get('db');
    const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, params.id));
    if (!client) throw notFound();
    return db
      .select({ id: table.id, name: table.name, clientId: table.clientId })
      .from(table)
      .where(or(isNull(table.clientId), eq(table.clientId, params.id)))
      .orderBy(table.name);
  });
}
