import { queueCall } from '../../../data/sync/queue-call';
import { patchAssumption } from '../../../domain/capacity/capacity-endpoints';
import type { Assumption } from '../../../domain/capacity/capacity-types';

export function updateAssumption(assumption: Assumption, val: number) {
  return queueCall(patchAssumption, { params: { id: assumption.id }, body: { val } }, {
    label: `${assumption.name}: ${val} ${assumption.unit}`,
    baseVersion: assumption.version,
  });
}
