import type { ProfileNote } from '../../domain/sequencer/profile-types';
import { profileNotes } from '../db/schema/sequencer';

export function noteAnswer(note: typeof profileNotes.$inferSelect, userName: string | null): ProfileNote {
  return {
    id: note.id,
    profile: note.profileId,
    notes: note.notes,
    user: note.userId !== null && userName !== null ? { id: note.userId, name: userName } : null,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}
