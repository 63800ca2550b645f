import type { AnyEndpoint, CallInput } from '../../domain/api/endpoint';
import type { OutboxEntry } from '../db/outbox-types';
import { requestOf } from '../http/call-endpoint';
import { buildUrl } from '../http/transport';
import type { EditInput } from './enqueue';
import { submitEdit } from './submit-edit';

export type QueueOptions = Pick<EditInput, 'id' | 'resume' | 'baseVersion'> & {
  /** What the rep did, in words, for the sync panel. */
  label: string;
};

/**
 * A command over a described endpoint with an offline description: the
 * mirror change shows at once (also offline) and the call is queued with its
 * own Idempotency-Key, replayed in order, and settled by the engine. Every
 * write of the app goes through here, online or offline.
 */
export function queueCall<E extends AnyEndpoint>(e: E, input: CallInput<E>, options: QueueOptions): Promise<OutboxEntry> {
  const offline = e.offline;
  if (!offline) throw new Error(`${e.id} is not described as a queued write (no offline description).`);
  const request = requestOf(e, input);
  const own = input as { params: unknown; body: unknown };
  return submitEdit({
    id: options.id,
    label: options.label,
    resume: options.resume,
    baseVersion: options.baseVersion,
    method: request.method as OutboxEntry['method'],
    url: buildUrl(request.url, request.query),
    body: request.body,
    bodyType: request.bodyType,
    collection: offline.collection,
    entityId: offline.entityId({ params: own.params, body: own.body }),
    op: offline.op ? offline.op({ params: own.params, body: own.body }) : { kind: 'none' },
    ifMatch: offline.ifMatch ?? false,
    responseRow: offline.responseRow === undefined ? null : offline.responseRow,
  });
}
