import { queueCall } from '../../../data/sync/queue-call';
import { createNote } from '../../../domain/sequencer/sequencer-note-endpoints';

/** Queued like any edit (offline too): it reaches the server once, with its Idempotency-Key. */
export function addNote(profile: { id: number; name: string }, notes: string) {
  return queueCall(createNote, { body: { notes, profile: profile.id } }, { label: `Note on the profile ${profile.name}` });
}
