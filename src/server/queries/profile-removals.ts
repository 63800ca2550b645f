import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profileProspects, profileRemovals } from '../db/schema/sequencer';
import { mismatchedProspects, type MatchInput } from './profile-matching';

export const mismatchReason = "No longer matches the profile's criteria";

/**
 * removeMismatchedLeads: takes the profile's prospects that no longer match
 * off it, each recorded in removals as it was. Answers how many.
 */
export async function removeMismatchedLeads(db: Db, profileId: number, userId: number, m: MatchInput): Promise<number> {
  const gone = await mismatchedProspects(db, profileId, m);
  if (!gone.length) return 0;
  for (let i = 0; i < gone.length; i += 500) {
    const chunk = gone.slice(i, i + 500);
    await db.insert(profileRemovals).values(
      chunk.map((p) => ({
        profileId,
        prospectId: p.id,
        userId,
        reason: mismatchReason,
        email: p.email,
        name: [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email,
        company: p.company,
        title: p.title,
      })),
    );
    await db.delete(profileProspects).where(and(eq(profileProspects.profileId, profileId), inArray(profileProspects.prospectId, chunk.map((p) => p.id))));
  }
  return gone.length;
}
