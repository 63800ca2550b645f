import { eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { describeChanges, type ProfileChange } from '../../domain/sequencer/profile-changes';
import { emptyCriteria, fullCriteria, normalizeStates, pickCriteria, type ProfileCriteria } from '../../domain/sequencer/profile-criteria';
import { profileStatuses, statusOnCreate } from '../../domain/sequencer/profile-statuses';
import {
  createProfile,
  estimateProfile,
  getProfile,
  listProfiles,
  listProfileStatuses,
  patchProfile,
  patchSequencerSettings,
} from '../../domain/sequencer/sequence-profile-endpoints';
import { armorMessage, armorViolations } from '../../domain/sequencer/sequence-armor';
import { swimlaneProblems } from '../../domain/sequencer/swimlane-settings';
import { requirePermission, staffOnly } from '../auth/guards';
import { clients } from '../db/schema/clients';
import { sequenceProfiles } from '../db/schema/outreach';
import { profilePairs } from '../db/schema/sequencer';
import { assertVersion, ifMatchVersion, versionedUpdate } from '../db/versioned-update';
import { HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { ensureInstance } from '../queries/outreach-instances';
import { writeProfileLog } from '../queries/profile-log';
import { armorOrderOf, describeProfile, loadProfileLookups, referenceProblems, type Pair, type ProfileLookups, type ProfileState } from '../queries/profile-lookups';
import { countMatching, estimateCap, countProfileMismatch, resolveForMatching } from '../queries/profile-matching';
import { removeMismatchedLeads } from '../queries/profile-removals';
import { criteriaOf, findProfile, listProfileItems, loadProfile, type ProfileRow } from '../queries/sequence-profiles';

export const sequenceProfileRoutes = new Hono<AppEnv>();

const editors = requirePermission('sequencer-edit');

// Spec 7: ?client&status=all. No client: an empty list (spec 5).
route(sequenceProfileRoutes, listProfiles, staffOnly, async (c, { query }) => {
  if (query.client === undefined) return [];
  return listProfileItems(c.get('db'), query.client, query.status ?? 'all');
});

route(sequenceProfileRoutes, listProfileStatuses, staffOnly, () => [...profileStatuses]);

route(sequenceProfileRoutes, estimateProfile, staffOnly, async (c, { query }) => {
  const db = c.get('db');
  const match = await resolveForMatching(db, fullCriteria(pickCriteria(query)));
  const counted = await countMatching(db, match);
  const matching = { matching: Math.min(counted, estimateCap), matchingCapped: counted > estimateCap };
  if (query.profile === undefined) return { ...matching, profileProspects: 0, mismatched: 0 };
  if (!(await findProfile(db, query.profile))) throw new HttpError(422, 'There is no such profile.', { fields: { profile: 'There is no such profile.' } });
  const own = await countProfileMismatch(db, query.profile, match);
  return { ...matching, profileProspects: own.total, mismatched: own.mismatched };
});

route(sequenceProfileRoutes, getProfile, staffOnly, async (c, { params }) => {
  const profile = await loadProfile(c.get('db'), c.get('deps').integrations.outreach, params.id);
  if (!profile) throw notFound();
  return profile;
});

/** 422 naming each field that names nothing, or breaks the Sequence Armor (spec 5). */
function assertProfileFits(l: ProfileLookups, criteria: ProfileCriteria, pairs: readonly Pair[]) {
  const unknown = referenceProblems(l, criteria, pairs);
  if (Object.keys(unknown).length) throw new HttpError(422, Object.values(unknown)[0], { fields: unknown });
  const armor = armorViolations(criteria, armorOrderOf(l));
  if (Object.keys(armor).length) throw new HttpError(422, armorMessage, { fields: armor as Record<string, string> });
}

const stateOf = (row: ProfileRow, pairs: readonly Pair[]): ProfileState => ({
  name: row.name,
  status: row.status,
  criteria: criteriaOf(row),
  pairs,
  sfdcProjectId: row.sfdcProjectId,
  platform: row.platform,
  swimlanesEnabled: row.swimlanesEnabled,
  monthlyProspects: row.monthlyProspects,
  dayToAdd: row.dayToAdd,
});

async function pairsOf(c: Context<AppEnv>, profileId: number): Promise<Pair[]> {
  const rows = await c.get('db').select().from(profilePairs).where(eq(profilePairs.profileId, profileId));
  return rows.map((r) => ({ outreachSequence: r.outreachSequenceId, mailbox: r.mailboxId }));
}

// Spec 7: the response returns the id. Spec 4: a clone starts as Draft.
route(sequenceProfileRoutes, createProfile, staffOnly, editors, async (c, { body }) => {
  const db = c.get('db');
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, body.client));
  if (!client) throw new HttpError(422, 'There is no such client.', { fields: { client: 'There is no such client.' } });
  const l = await loadProfileLookups(db, body.client);
  const criteria = { ...emptyCriteria(), ...pickCriteria(body) };
  criteria.states = normalizeStates(criteria.states, armorOrderOf(l).states);
  const pairs = body.outreachDetails ?? [];
  assertProfileFits(l, criteria, pairs);
  const cloned = body.cloned ?? false;
  const [row] = await db
    .insert(sequenceProfiles)
    .values({
      clientId: body.client,
      name: body.name,
      status: statusOnCreate(body.status, cloned),
      cloned,
      criteria,
      sfdcProjectId: body.sfdcProjectId || null,
      platform: body.platform ?? 'outreach',
    })
    .returning();
  if (pairs.length) await db.insert(profilePairs).values(pairs.map((p) => ({ profileId: row.id, outreachSequenceId: p.outreachSequence, mailboxId: p.mailbox })));
  await ensureInstance(db, body.client);
  const changes = describeChanges({}, describeProfile(l, stateOf(row, pairs)));
  await writeProfileLog(db, row.id, c.get('user').id, cloned ? 'cloned' : 'created', changes);
  return { id: row.id };
});

const samePairs = (a: readonly Pair[], b: readonly Pair[]) => {
  const key = (p: Pair) => `${p.outreachSequence}:${p.mailbox}`;
  const x = new Set(a.map(key));
  return x.size === b.length && b.every((p) => x.has(key(p)));
};

async function replacePairs(c: Context<AppEnv>, profileId: number, pairs: readonly Pair[]) {
  const db = c.get('db');
  await db.delete(profilePairs).where(eq(profilePairs.profileId, profileId));
  if (pairs.length) await db.insert(profilePairs).values(pairs.map((p) => ({ profileId, outreachSequenceId: p.outreachSequence, mailboxId: p.mailbox })));
}

// Only the fields sent change; the armor is checked on the profile as it would be.
route(sequenceProfileRoutes, patchProfile, staffOnly, editors, async (c, { params, body }) => {
  const db = c.get('db');
  const outreach = c.get('deps').integrations.outreach;
  const row = await findProfile(db, params.id);
  if (!row) throw notFound();
  const l = await loadProfileLookups(db, row.clientId);
  const oldPairs = await pairsOf(c, row.id);
  const criteria = { ...criteriaOf(row), ...pickCriteria(body) };
  criteria.states = normalizeStates(criteria.states, armorOrderOf(l).states);
  const pairs = body.outreachDetails ?? oldPairs;
  assertProfileFits(l, criteria, pairs);

  const before = stateOf(row, oldPairs);
  const after: ProfileState = {
    ...before,
    name: body.name ?? row.name,
    status: body.status ?? row.status,
    criteria,
    pairs,
    sfdcProjectId: body.sfdcProjectId !== undefined ? body.sfdcProjectId || null : row.sfdcProjectId,
    platform: body.platform ?? row.platform,
  };
  const changes: ProfileChange[] = describeChanges(describeProfile(l, before), describeProfile(l, after));
  const pairsChanged = !samePairs(oldPairs, pairs);

  let removed = 0;
  // Removing leads is a write of the profile too: one versioned statement first.
  if (changes.length || pairsChanged || body.removeMismatchedLeads) {
    await versionedUpdate(db, {
      table: sequenceProfiles,
      id: row.id,
      changes: { name: after.name, status: after.status, criteria, sfdcProjectId: after.sfdcProjectId, platform: after.platform, updatedAt: sql`now()` },
      expected: ifMatchVersion(c),
      current: () => loadProfile(db, outreach, row.id),
    });
    if (pairsChanged) await replacePairs(c, row.id, pairs);
  } else {
    assertVersion(ifMatchVersion(c), row);
  }
  if (body.removeMismatchedLeads) {
    const match = await resolveForMatching(db, criteria);
    const held = (await countProfileMismatch(db, row.id, match)).total;
    removed = await removeMismatchedLeads(db, row.id, c.get('user').id, match);
    if (removed) changes.push({ field: 'prospects', label: 'Prospects', before: String(held), after: `${held - removed} (${removed} no longer matching removed)` });
  }
  const action = changes.length === 1 && changes[0].field === 'prospects' ? 'leads removed' : 'updated';
  await writeProfileLog(db, row.id, c.get('user').id, action, changes);
  const profile = await loadProfile(db, outreach, row.id);
  return { ...profile!, removedLeads: removed };
});

// The sequencer settings: swimlanes (spec 6: super-admin or sequencer-settings-edit).
route(sequenceProfileRoutes, patchSequencerSettings, staffOnly, requirePermission('sequencer-settings-edit'), async (c, { params, body }) => {
  const db = c.get('db');
  const outreach = c.get('deps').integrations.outreach;
  const row = await findProfile(db, params.id);
  if (!row) throw notFound();
  const settings = {
    swimlanesEnabled: body.swimlanesEnabled ?? row.swimlanesEnabled,
    monthlyProspects: body.monthlyProspects !== undefined ? body.monthlyProspects : row.monthlyProspects,
    dayToAdd: body.dayToAdd !== undefined ? body.dayToAdd : row.dayToAdd,
  };
  const problems = swimlaneProblems(settings);
  if (Object.keys(problems).length) throw new HttpError(422, Object.values(problems)[0], { fields: problems });
  const l = await loadProfileLookups(db, row.clientId);
  const pairs = await pairsOf(c, row.id);
  const before = stateOf(row, pairs);
  const changes = describeChanges(describeProfile(l, before), describeProfile(l, { ...before, ...settings }));
  if (!changes.length) {
    assertVersion(ifMatchVersion(c), row);
    return (await loadProfile(db, outreach, row.id))!;
  }
  await versionedUpdate(db, {
    table: sequenceProfiles,
    id: row.id,
    changes: { ...settings, updatedAt: sql`now()` },
    expected: ifMatchVersion(c),
    current: () => loadProfile(db, outreach, row.id),
  });
  await writeProfileLog(db, row.id, c.get('user').id, 'settings', changes);
  return (await loadProfile(db, outreach, row.id))!;
});
