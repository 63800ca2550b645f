import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  getOutreachInstance,
  getOutreachMailbox,
  listOutreachInstances,
  listOutreachMailboxes,
  patchOutreachInstance,
} from '../../domain/outreach/outreach-instance-endpoints';
import { requirePermission, staffOnly } from '../auth/guards';
import { sendingMailboxes } from '../db/schema/clients';
import { outreachInstances } from '../db/schema/sequencer';
import { assertVersion, ifMatchVersion, versionedUpdate } from '../db/versioned-update';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { loadInstances, loadMailboxes } from '../queries/outreach-instances';

export const outreachInstanceRoutes = new Hono<AppEnv>();

// GET /outreach/mailboxes?client (spec 7, outside /api). No client: [] (spec 5).
route(outreachInstanceRoutes, listOutreachMailboxes, staffOnly, async (c, { query }) => {
  if (query.client === undefined) return [];
  return loadMailboxes(c.get('db'), c.get('deps').integrations.outreach, eq(sendingMailboxes.clientId, query.client));
});

route(outreachInstanceRoutes, getOutreachMailbox, staffOnly, async (c, { params }) => {
  const [mailbox] = await loadMailboxes(c.get('db'), c.get('deps').integrations.outreach, eq(sendingMailboxes.id, params.id));
  if (!mailbox) throw notFound();
  return mailbox;
});

route(outreachInstanceRoutes, listOutreachInstances, staffOnly, (c, { query }) =>
  loadInstances(c.get('db'), c.get('deps').integrations.outreach, query.client === undefined ? undefined : eq(outreachInstances.clientId, query.client)),
);

const oneInstance = async (c: Context<AppEnv>, id: number) => {
  const [instance] = await loadInstances(c.get('db'), c.get('deps').integrations.outreach, eq(outreachInstances.id, id));
  return instance;
};

route(outreachInstanceRoutes, getOutreachInstance, staffOnly, async (c, { params }) => {
  const instance = await oneInstance(c, params.id);
  if (!instance) throw notFound();
  return instance;
});

route(outreachInstanceRoutes, patchOutreachInstance, staffOnly, requirePermission('sequencer-settings-edit'), async (c, { params, body }) => {
  const instance = await oneInstance(c, params.id);
  if (!instance) throw notFound();
  if (instance.status === body.status) {
    assertVersion(ifMatchVersion(c), instance);
    return instance;
  }
  await versionedUpdate(c.get('db'), {
    table: outreachInstances,
    id: params.id,
    changes: { status: body.status },
    expected: ifMatchVersion(c),
    current: () => oneInstance(c, params.id),
  });
  return (await oneInstance(c, params.id))!;
});
