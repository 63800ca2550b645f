// Rules of templates that the screen and the server share.

export type AddTemplateSubject = { status: string; archived: boolean; outreachSequenceId: number | null; stepCount: number };

/**
 * Spec 5: a template is added only when the sequence has an outreach
 * sequence linked; as every content change, only to a Draft. The step is
 * one of the sequence's steps, or the next one (which adds that step).
 */
export function addTemplateBlock(seq: AddTemplateSubject, step?: number): string | null {
  if (seq.outreachSequenceId === null) return 'Link an Outreach sequence first: templates are added only to a sequence linked to one.';
  if (seq.archived) return 'This sequence is archived: unarchive it to edit it.';
  if (seq.status !== 'Draft') return `Only a Draft can be edited; this sequence is ${seq.status}.`;
  if (step !== undefined && (step < 1 || step > seq.stepCount + 1)) {
    return seq.stepCount ? `Choose a step from 1 to ${seq.stepCount + 1} (${seq.stepCount + 1} adds a step).` : 'The first template is for step 1.';
  }
  return null;
}

export type ReviewTemplate = { id: number; cadenceStep: number; approved: boolean };

/** Templates in the order a reviewer reads them: by step, then as created. */
export function reviewOrder<T extends ReviewTemplate>(templates: readonly T[]): T[] {
  return [...templates].sort((a, b) => a.cadenceStep - b.cadenceStep || a.id - b.id);
}

/**
 * Spec 4: after approving a template the next one is selected: the next
 * unapproved one after it in review order, else the first unapproved one
 * before it; when every template is approved, none (null).
 */
export function nextTemplateAfterApproval(templates: readonly ReviewTemplate[], approvedId: number): number | null {
  const ordered = reviewOrder(templates).map((t) => (t.id === approvedId ? { ...t, approved: true } : t));
  const at = ordered.findIndex((t) => t.id === approvedId);
  const after = ordered.slice(at + 1).find((t) => !t.approved);
  const before = ordered.slice(0, Math.max(0, at)).find((t) => !t.approved);
  return (after ?? before)?.id ?? null;
}
