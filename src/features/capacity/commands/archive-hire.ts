import { queueCall } from '../../../data/sync/queue-call';
import { patchHire } from '../../../domain/capacity/capacity-endpoints';
import type { Hire } from '../../../domain/capacity/capacity-types';

/** Spec 4: a hire can be archived (and brought back); archived, they add no capacity. */
export function archiveHire(hire: Hire, archived = true) {
  return queueCall(patchHire, { params: { id: hire.id }, body: { archived } }, {
    label: `${archived ? 'Archive' : 'Restore'} hire: ${hire.name}`,
    baseVersion: hire.version,
  });
}
