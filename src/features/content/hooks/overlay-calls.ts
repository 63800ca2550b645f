import type { OutboxEntry } from '../../../data/db/outbox-types';
import type { ContentSequence, ContentTemplate } from '../../../domain/content/content-types';
import type { PendingFeedback } from '../components/feedback-thread';

export type ShownTemplate = ContentTemplate & { waiting: boolean };

/**
 * The last answers with the content calls still queued on top: an edit or
 * approval made offline shows as made (marked waiting), feedback not yet
 * sent shows in its thread.
 */
export function overlayCalls(sequence: ContentSequence | undefined, templates: readonly ContentTemplate[], calls: readonly OutboxEntry[]) {
  const feedback = new Map<number, PendingFeedback[]>();
  const shown: ShownTemplate[] = templates.map((t) => ({ ...t, waiting: false }));
  let title = sequence?.title;
  for (const call of calls) {
    const body = (call.body ?? {}) as Record<string, unknown>;
    if (call.collection === 'content-sequences' && sequence && call.entityId === String(sequence.id) && typeof body.title === 'string') title = body.title;
    if (call.collection !== 'content-templates') continue;
    const id = Number(call.entityId);
    if (call.method === 'POST') {
      feedback.set(id, [...(feedback.get(id) ?? []), { key: call.id, text: typeof body.text === 'string' ? body.text : '' }]);
      continue;
    }
    const t = shown.find((x) => x.id === id);
    if (!t) continue;
    if (typeof body.subject === 'string') t.subject = body.subject;
    if (typeof body.body === 'string') t.body = body.body;
    if (typeof body.approved === 'boolean') t.approved = body.approved;
    t.waiting = true;
  }
  return { templates: shown, feedback, title };
}
