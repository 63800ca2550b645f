import { queueCall } from '../../../data/sync/queue-call';
import { addContentFeedback } from '../../../domain/content/content-endpoints';

/** Leaves feedback on a template: queued (also offline), replayed in order. */
export function addFeedback(t: { id: number; sequenceId: number; cadenceStep: number }, text: string) {
  return queueCall(addContentFeedback, { params: { id: t.sequenceId, tid: t.id }, body: { text } }, { label: `Feedback on the step ${t.cadenceStep} template` });
}
