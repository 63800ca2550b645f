import { callEndpoint } from '../../../data/http/call-endpoint';
import { patchNote } from '../../../domain/sequencer/sequencer-note-endpoints';

/** Changing a note needs a connection. */
export async function editNote(id: number, notes: string) {
  return (await callEndpoint(patchNote, { params: { id }, body: { notes } })).data;
}
