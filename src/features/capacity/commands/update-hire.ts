import { queueCall } from '../../../data/sync/queue-call';
import { patchHire } from '../../../domain/capacity/capacity-endpoints';
import type { HirePatch } from '../../../domain/capacity/capacity-schemas';
import type { Hire } from '../../../domain/capacity/capacity-types';

export function updateHire(hire: Hire, patch: HirePatch) {
  return queueCall(patchHire, { params: { id: hire.id }, body: patch }, { label: `Edit hire: ${hire.name}`, baseVersion: hire.version });
}
