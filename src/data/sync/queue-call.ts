import type { AnyEndpoint, CallInput } from '../../domain/api/endpoint';
import type { OutboxEntry } from '../db/outbox-types';
import { requestOf } from '../http/call-endpoint';
import { buildUrl } from '../http/transport';
import { temporaryRecordId, type MirrorOp } from '../../domain/sync/sync-types';
import type { EditInput } from './enqueue';
import { submitEdit } from './submit-edit';

export type QueueOptions = Pick<EditInput, 'id' | 'resume' | 'baseVersion' | 'holdMs'> & {
  /** What the rep did, in words, for the sync panel. */
  label: string;
  /**
   * What the mirror shows beside a patch's body until the server's row
   * arrives: the name that goes with an id sent (a client's industry).
   */
  alsoShow?: Record<string, unknown>;
  /** The id a record created by this call goes by on the device until the server's row replaces it (new by default). */
  temporaryId?: number;
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
  const described = { params: own.params, body: own.body, temporaryId: options.temporaryId ?? temporaryRecordId() };
  const op = offline.op ? offline.op(described) : ({ kind: 'none' } as const);
  return submitEdit({
    id: options.id,
    label: options.label,
    resume: options.resume,
    holdMs: options.holdMs,
    method: request.method as OutboxEntry['method'],
    url: buildUrl(request.url, request.query),
    body: request.body,
    bodyType: request.bodyType,
    collection: offline.collection,
    entityId: offline.entityId(described),
    op: withShown(op, options.alsoShow),
    ifMatch: offline.ifMatch ?? false,
    baseVersion: options.baseVersion,
    responseRow: offline.responseRow === undefined ? null : offline.responseRow,
  });
}

function withShown(op: MirrorOp, shown: Record<string, unknown> | undefined): MirrorOp {
  if (!shown) return op;
  if (op.kind === 'patch') return { ...op, patch: { ...op.patch, ...shown } };
  if (op.kind === 'create') return { ...op, row: { ...op.row, ...shown } };
  return op;
}
