import { eq, isNull, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { assertClientAccess, staffOnly } from '../auth/guards';
import { clients } from '../db/schema/clients';
import { exclusiveCompanyProfiles, geoTargetProfiles } from '../db/schema/lookups';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { boolQuery } from '../http/query';
import { idParam } from '../http/validate';
import {
  listDepartments,
  listEmailTenants,
  listEmployeeRanges,
  listIndustries,
  listIndustryCategories,
  listJobFunctions,
  listManagementLevels,
  listMeetingTypes,
  listRevenueRanges,
  listRoles,
  listStates,
  listTeams,
  listTimezones,
} from '../queries/lookups';

export const lookupRoutes = new Hono<AppEnv>();

lookupRoutes.get('/api/states', async (c) => c.json(await listStates(c.get('db'))));
lookupRoutes.get('/api/employee-ranges', async (c) => c.json(await listEmployeeRanges(c.get('db'))));
lookupRoutes.get('/api/revenue-ranges', async (c) => c.json(await listRevenueRanges(c.get('db'))));
lookupRoutes.get('/api/management-levels', async (c) => c.json(await listManagementLevels(c.get('db'))));
lookupRoutes.get('/api/job-functions', async (c) => c.json(await listJobFunctions(c.get('db'))));
lookupRoutes.get('/api/timezones', async (c) => c.json(await listTimezones(c.get('db'))));
lookupRoutes.get('/api/meeting-types', async (c) => c.json(await listMeetingTypes(c.get('db'))));

// with-categories: grouped by category; sort=name: alphabetical.
lookupRoutes.get('/api/industries', async (c) => {
  const byName = c.req.query('sort') === 'name';
  const grouped = boolQuery(c, 'with-categories');
  const db = c.get('db');
  return c.json(grouped ? await listIndustryCategories(db, byName) : await listIndustries(db, byName));
});

lookupRoutes.get('/api/email-tenants', staffOnly, async (c) => c.json(await listEmailTenants(c.get('db'))));
lookupRoutes.get('/api/roles', staffOnly, async (c) => c.json(await listRoles(c.get('db'))));
lookupRoutes.get('/api/teams', staffOnly, async (c) => c.json(await listTeams(c.get('db'))));
lookupRoutes.get('/api/teams/departments', staffOnly, async (c) => c.json(await listDepartments(c.get('db'))));

// The profiles open to a client: shared ones (no client) and its own.
for (const [path, table] of [
  ['geo-target-profiles', geoTargetProfiles],
  ['ecp-profiles', exclusiveCompanyProfiles],
] as const) {
  lookupRoutes.get(`/api/clients/:id/${path}`, async (c) => {
    const clientId = idParam(c);
    assertClientAccess(c.get('user'), clientId);
    const db = c.get('db');
    const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    if (!client) throw notFound();
    const rows = await db
      .select({ id: table.id, name: table.name, clientId: table.clientId })
      .from(table)
      .where(or(isNull(table.clientId), eq(table.clientId, clientId)))
      .orderBy(table.name);
    return c.json(rows);
  });
}
