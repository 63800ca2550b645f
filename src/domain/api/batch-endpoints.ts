import * as v from 'valibot';
import { endpoint } from './endpoint';
import { lengths, textField } from './fields';

// Issue 24, "Replay in batches": JSON batching in the manner of Microsoft
// Graph's $batch. Each request is one of the documented calls, answered
// with exactly what it would have got alone (decision 0036).

/** At most this many requests in one batch (the body is at most 1 MB too). */
export const maxBatchRequests = 100;

const batchMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const batchRequestSchema = v.strictObject({
  /** The caller's name for it, echoed in its answer; unique within the batch. */
  id: textField(lengths.short, 'The id'),
  method: v.picklist(batchMethods, `The method must be one of: ${batchMethods.join(', ')}.`),
  /** The call's path and query, as it would be sent alone: `/api/clients/3/meetings/7`. */
  url: v.pipe(textField(lengths.url, 'The url'), v.startsWith('/', 'The url is a path starting with /.')),
  /** Its own headers; the session (cookie, XSRF header) and the rest are the batch's. */
  headers: v.optional(
    v.strictObject({
      'Idempotency-Key': v.optional(textField(lengths.short, 'The Idempotency-Key')),
      'If-Match': v.optional(textField(lengths.short, 'The If-Match')),
      'Content-Type': v.optional(textField(lengths.short, 'The Content-Type')),
    }),
  ),
  /** Its JSON body (a form body as its encoded text, with its Content-Type). */
  body: v.optional(v.unknown()),
});

export const batchResponseSchema = v.object({
  id: v.string(),
  status: v.number(),
  headers: v.record(v.string(), v.string()),
  body: v.unknown(),
});

export const postBatch = endpoint({
  method: 'POST',
  path: '/api/batch',
  summary: 'Several documented calls in one request (JSON batching): each answered as it would be alone',
  description:
    'Each request goes through the same route, checks, permissions, validation and Idempotency-Key as when sent alone, ' +
    'in order, in one transaction with a savepoint each: one refused never changes another\'s answer. ' +
    `At most ${maxBatchRequests} requests and 1 MB; a batch inside a batch is refused.`,
  tag: 'sync',
  access: 'signed-in users; each request needs what it needs alone',
  body: v.strictObject({
    requests: v.pipe(
      v.array(batchRequestSchema),
      v.minLength(1, 'Send at least one request.'),
      v.maxLength(maxBatchRequests, `At most ${maxBatchRequests} requests in one batch.`),
    ),
  }),
  answer: v.object({ responses: v.array(batchResponseSchema) }),
});

export type BatchRequest = v.InferInput<typeof batchRequestSchema>;
export type BatchResponse = v.InferOutput<typeof batchResponseSchema>;
