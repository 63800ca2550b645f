import { queueCall } from '../../../data/sync/queue-call';
import { patchContentTemplate } from '../../../domain/content/content-endpoints';

/** Approves (or takes back) a template: queued, replayed in the order made (a reviewer on a plane). */
export function approveTemplate(t: { id: number; sequenceId: number; cadenceStep: number }, approved: boolean) {
  return queueCall(patchContentTemplate, { params: { id: t.sequenceId, tid: t.id }, body: { approved } }, { label: `${approved ? 'Approve' : 'Take back the approval of'} the step ${t.cadenceStep} template` });
}
