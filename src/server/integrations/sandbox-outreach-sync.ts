import { and, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { companies, prospects } from '../db/schema/prospects';
import { outreachInstances, profilePairs, profileProspects, profileRemovals } from '../db/schema/sequencer';
import type { JobHandler } from '../jobs/job-runner';
import { matchCondition, resolveForMatching } from '../queries/profile-matching';
import { criteriaOf, findProfile } from '../queries/sequence-profiles';
import { profileProspectRange } from '../../domain/sequencer/profile-size';

const payloadSchema = v.object({
  instanceId: v.number(),
  profileId: v.number(),
  mailboxId: v.nullable(v.number()),
  requestedAt: v.nullable(v.string()),
});

/** Prospects the sandbox's Outreach refuses (bounced addresses): one in eight, the same ones every time. */
const refused = (prospectId: number) => prospectId % 8 === 0;

/** How many new prospects one sync takes in at most. */
const perSync = 200;

/**
 * The remote's side of a sandbox sync (sandbox-outreach.ts queues it a few
 * seconds after the request): the profile's pending prospects go live
 * (active) or are refused (failed); matching prospects it does not hold yet
 * (and never removed) come in as pending, up to its maximum range; then the
 * instance's sequencesSyncRequested flag clears, unless a later request
 * came meanwhile.
 */
export const completeSandboxSync: JobHandler = async ({ db, job }) => {
  const request = v.parse(payloadSchema, job.payload);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const moved = await settlePending(tx, request.profileId);
    const added = await takeInProspects(tx, request.profileId);
    await tx
      .update(outreachInstances)
      .set({ sequencesSyncRequested: false, lastSyncedAt: sql`now()` })
      .where(
        and(
          eq(outreachInstances.id, request.instanceId),
          request.requestedAt
            ? or(isNull(outreachInstances.syncRequestedAt), sql`${outreachInstances.syncRequestedAt} <= ${request.requestedAt}::timestamptz`)
            : undefined,
        ),
      );
    return { moved, added };
  });
};

async function settlePending(db: Db, profileId: number): Promise<number> {
  const pending = await db
    .select({ prospectId: profileProspects.prospectId })
    .from(profileProspects)
    .where(and(eq(profileProspects.profileId, profileId), eq(profileProspects.status, 'pending')));
  const failed = pending.filter((p) => refused(p.prospectId)).map((p) => p.prospectId);
  const active = pending.filter((p) => !refused(p.prospectId)).map((p) => p.prospectId);
  const mark = async (ids: number[], status: string) => {
    if (ids.length)
      await db
        .update(profileProspects)
        .set({ status })
        .where(and(eq(profileProspects.profileId, profileId), inArray(profileProspects.prospectId, ids)));
  };
  await mark(failed, 'failed');
  await mark(active, 'active');
  return pending.length;
}

async function takeInProspects(db: Db, profileId: number): Promise<number> {
  const profile = await findProfile(db, profileId);
  if (!profile) return 0;
  const [{ pairs }] = await db.select({ pairs: sql<number>`count(*)::int` }).from(profilePairs).where(eq(profilePairs.profileId, profileId));
  const [{ held }] = await db.select({ held: sql<number>`count(*)::int` }).from(profileProspects).where(eq(profileProspects.profileId, profileId));
  const room = Math.min(perSync, profileProspectRange(pairs).max - held);
  if (room <= 0) return 0;
  const match = await resolveForMatching(db, criteriaOf(profile));
  const fresh = await db
    .select({ id: prospects.id })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(
      and(
        matchCondition(match),
        notExists(db.select({ one: sql`1` }).from(profileProspects).where(and(eq(profileProspects.profileId, profileId), eq(profileProspects.prospectId, prospects.id)))),
        notExists(db.select({ one: sql`1` }).from(profileRemovals).where(and(eq(profileRemovals.profileId, profileId), eq(profileRemovals.prospectId, prospects.id)))),
      ),
    )
    .orderBy(prospects.id)
    .limit(room);
  if (fresh.length) await db.insert(profileProspects).values(fresh.map((p) => ({ profileId, prospectId: p.id, status: 'pending' })));
  return fresh.length;
}
