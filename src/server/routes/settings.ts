import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { getSettings, patchSettings } from '../../domain/settings/settings-endpoints';
import { requirePermission, staffOnly } from '../auth/guards';
import { settings } from '../db/schema/settings';
import { HttpError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { ifMatchVersion } from '../db/versioned-update';
import { route } from '../http/route';
import { recordAudit } from '../queries/audit';

export const settingsRoutes = new Hono<AppEnv>();

route(settingsRoutes, getSettings, staffOnly, (c) => c.get('db').select().from(settings).orderBy(asc(settings.id)).limit(1));

// Spec 7: PATCH /api/settings with a one-element list. Who may: spec 6's
// super-admin or sequencer-settings-edit (a campaign strategist), as the
// settings are the defaults of the sequencer and booking (issue 22, README).
route(settingsRoutes, patchSettings, requirePermission('sequencer-settings-edit'), async (c, { body: [patch] }) => {
  const db = c.get('db');
  const [current] = await db.select().from(settings).orderBy(asc(settings.id)).limit(1);
  if (!current) throw new HttpError(404, 'Not found');
  // The version sent in the body (or If-Match) is checked in the update itself.
  const { id: _id, version, ...fields } = patch;
  const expected = version ?? ifMatchVersion(c);
  const updated = await db
    .update(settings)
    .set({ ...fields, version: sql`${settings.version} + 1` })
    .where(and(eq(settings.id, current.id), expected === undefined ? undefined : eq(settings.version, expected)))
    .returning();
  if (!updated.length) {
    const [now] = await db.select().from(settings).where(eq(settings.id, current.id));
    throw new HttpError(412, 'Someone else changed the settings. Review them and save again.', { current: [now] });
  }
  const { version: _before, ...was } = current;
  const { version: _after, ...now } = updated[0];
  await recordAudit(db, { actorId: c.get('user').id, action: 'settings.update', entity: 'settings', entityId: current.id, summary: 'Changed the settings', before: was, after: now });
  return updated;
});
