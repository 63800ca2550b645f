import { callEndpoint } from '../../../data/http/call-endpoint';
import { deleteNote as deleteNoteCall } from '../../../domain/sequencer/sequencer-note-endpoints';

/** Spec 7's GET /sequencer/delete-note/{id}, sent with the XSRF header (an unsafe GET); needs a connection. */
export async function deleteNote(id: number) {
  await callEndpoint(deleteNoteCall, { params: { id } });
}
