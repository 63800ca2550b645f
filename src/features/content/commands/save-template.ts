import { queueCall } from '../../../data/sync/queue-call';
import { patchContentTemplate } from '../../../domain/content/content-endpoints';

type TemplateRef = { id: number; sequenceId: number; cadenceStep: number; version: number };

/**
 * Writes a Draft's template: queued (also offline) with If-Match on the
 * version it was written on, so an edit made elsewhere meanwhile is a
 * conflict with keep mine / take theirs in the sync panel.
 */
export function saveTemplate(t: TemplateRef, text: { subject?: string; body?: string }) {
  return queueCall(patchContentTemplate, { params: { id: t.sequenceId, tid: t.id }, body: text }, { label: `Edit the step ${t.cadenceStep} template`, baseVersion: t.version });
}
