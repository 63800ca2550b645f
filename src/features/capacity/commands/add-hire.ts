import { queueCall } from '../../../data/sync/queue-call';
import { createHire } from '../../../domain/capacity/capacity-endpoints';
import type { HireCreate } from '../../../domain/capacity/capacity-schemas';

export function addHire(hire: HireCreate) {
  return queueCall(createHire, { body: hire }, { label: `Add hire: ${hire.name}` });
}
