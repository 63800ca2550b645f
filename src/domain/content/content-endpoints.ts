import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { idField } from '../api/fields';
import { contentSequenceSummarySchema } from './content-sequence-summary';

const tag = 'content';

export const listContentSequences = endpoint({
  method: 'GET',
  path: '/api/content/sequences',
  summary: "Content sequences, of one client or of all the caller sees",
  tag,
  access: 'staff; guests get their own client',
  query: v.object({ client: v.optional(idField) }),
  answer: v.array(contentSequenceSummarySchema),
});
