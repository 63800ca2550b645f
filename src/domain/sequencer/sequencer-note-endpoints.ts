import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { idField } from '../api/fields';
import { okAnswerSchema } from '../api/common-answers';
import { createNoteSchema, patchNoteSchema } from './profile-body-schema';
import { profileNoteSchema } from './profile-types';

const tag = 'sequencer';
const idParams = v.object({ id: idField });
const editors = 'super-admin or sequencer-edit';

/**
 * Spec 7: POST /api/sequencer/note {notes, profile}. Queued offline: notes
 * are not mirrored (op none), and a profile's notes replay in order.
 */
export const createNote = endpoint({
  method: 'POST',
  path: '/api/sequencer/note',
  summary: 'Add a note to a sequence profile',
  tag,
  access: editors,
  body: createNoteSchema,
  answer: profileNoteSchema,
  status: 201,
  offline: {
    collection: 'sequencer-notes',
    entityId: ({ body }) => `profile-${body.profile}`,
  },
});

export const patchNote = endpoint({
  method: 'PATCH',
  path: '/api/sequencer/note/{id}',
  summary: 'Change a note (its author, or a super-admin)',
  tag,
  access: `${editors}; the note's author or a super-admin`,
  params: idParams,
  body: patchNoteSchema,
  answer: profileNoteSchema,
});

/**
 * Spec 7 deletes with a GET. It is guarded as a write (unsafe): session,
 * permission, the X-XSRF-TOKEN header, no cross-site request, in a write
 * transaction; deleting a deleted note answers ok again. So a link or an
 * image on another site can never delete a note.
 */
export const deleteNote = endpoint({
  method: 'GET',
  path: '/sequencer/delete-note/{id}',
  summary: 'Delete a note (a GET guarded as a write)',
  tag,
  access: `${editors}; the note's author or a super-admin; the X-XSRF-TOKEN header is required`,
  params: idParams,
  answer: okAnswerSchema,
  unsafe: true,
});
