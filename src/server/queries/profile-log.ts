import type { ProfileChange } from '../../domain/sequencer/profile-changes';
import type { Db } from '../db/client';
import { profileLogs } from '../db/schema/sequencer';

export type ProfileLogAction = 'created' | 'cloned' | 'updated' | 'settings' | 'leads removed';

/** One log entry per change of a profile (spec 3: created_at, user); nothing when nothing changed. */
export async function writeProfileLog(db: Db, profileId: number, userId: number | null, action: ProfileLogAction, changes: ProfileChange[]) {
  if (!changes.length) return;
  await db.insert(profileLogs).values({ profileId, userId, action, changes });
}
