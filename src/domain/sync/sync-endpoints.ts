import * as v from 'valibot';
import { endpoint } from '../api/endpoint';
import { flagField, intField } from '../api/fields';
import { mirroredCollections } from './sync-types';

/** GET /api/sync/pull: the change feed from a cursor (decision 0002). */
export const pullChanges = endpoint({
  method: 'GET',
  path: '/api/sync/pull',
  summary: "The caller's part of the change feed after a cursor: rows to put and tombstones, oldest first",
  description: 'A first sync starts at cursor 0 and asks again with the answered cursor while `more` is true; `count=1` adds how many changes remain.',
  tag: 'sync',
  access: 'signed-in users (each sees the scopes of their role)',
  query: v.object({
    cursor: v.optional(intField(0, Number.MAX_SAFE_INTEGER)),
    limit: v.optional(intField(1, 5000)),
    count: v.optional(flagField),
  }),
  answer: v.object({
    cursor: v.number(),
    changes: v.array(
      v.object({
        collection: v.picklist(mirroredCollections),
        id: v.string(),
        op: v.picklist(['put', 'del']),
        data: v.optional(v.record(v.string(), v.unknown())),
      }),
    ),
    more: v.boolean(),
    remaining: v.optional(v.number()),
  }),
});
