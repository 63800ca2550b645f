// The status flow of a content sequence (spec 4: "Draft is editable; a move
// call advances status"; the list of statuses is ours, decision 0023). One
// table says every allowed change of status, by which call and by whom; the
// server refuses any other with 422, and the app offers only these.

export const contentStatuses = ['Draft', 'In Review', 'Approved', 'Uploaded'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** Editors: super-admin or edit-content (spec 6). Guests and other staff move nothing. */
export type ContentActor = 'editor' | 'staff' | 'guest';

/** The call that makes the change: PATCH …/move, or PATCH …/upload once Outreach has the sequence. */
export type ContentVia = 'move' | 'upload';

/** What must hold before the move, checked against the sequence's templates. */
export type MoveCondition = 'templates-written' | 'templates-approved' | 'none';

export type StatusMove = {
  from: ContentStatus;
  to: ContentStatus;
  via: ContentVia;
  by: readonly ContentActor[];
  needs: MoveCondition;
  /** The button's words. */
  label: string;
};

export const statusMoves: readonly StatusMove[] = [
  { from: 'Draft', to: 'In Review', via: 'move', by: ['editor'], needs: 'templates-written', label: 'Send for review' },
  { from: 'In Review', to: 'Approved', via: 'move', by: ['editor'], needs: 'templates-approved', label: 'Mark approved' },
  { from: 'In Review', to: 'Draft', via: 'move', by: ['editor'], needs: 'none', label: 'Back to draft' },
  { from: 'Approved', to: 'Draft', via: 'move', by: ['editor'], needs: 'none', label: 'Reopen as draft' },
  { from: 'Approved', to: 'Uploaded', via: 'upload', by: ['editor'], needs: 'templates-approved', label: 'Upload to Outreach' },
  // A new upload of an uploaded sequence updates Outreach; the status stays.
  { from: 'Uploaded', to: 'Uploaded', via: 'upload', by: ['editor'], needs: 'templates-approved', label: 'Upload again' },
  { from: 'Uploaded', to: 'Draft', via: 'move', by: ['editor'], needs: 'none', label: 'Start a new draft' },
];

/** The moves an actor may make from a status by a call, in the table's order. */
export function movesFrom(from: string, via: ContentVia, actor: ContentActor): StatusMove[] {
  return statusMoves.filter((m) => m.from === from && m.via === via && m.by.includes(actor));
}

/** Where a move with no status named goes: forward along the flow (spec 4: a move advances status). */
export function nextStatus(from: string): ContentStatus | null {
  const i = contentStatuses.indexOf(from as ContentStatus);
  if (i < 0 || i >= contentStatuses.length - 1) return null;
  return contentStatuses[i + 1];
}

export type TemplateState = { subject: string; body: string; approved: boolean; channel: string };

/** A body with no text in it (an empty editor leaves `<p></p>`). */
export const isBlankHtml = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';

/** The reason a condition does not hold, or null. */
export function unmetCondition(needs: MoveCondition, templates: readonly TemplateState[]): string | null {
  if (needs === 'none') return null;
  if (!templates.length) return 'The sequence has no templates yet.';
  if (needs === 'templates-written') {
    const blank = templates.findIndex((t) => isBlankHtml(t.body) || (t.channel === 'email' && !t.subject.trim()));
    return blank < 0 ? null : `Template ${blank + 1} has no ${isBlankHtml(templates[blank].body) ? 'body' : 'subject'} yet.`;
  }
  const open = templates.filter((t) => !t.approved).length;
  return open === 0 ? null : `${open} of ${templates.length} templates are not approved yet.`;
}

export type MoveCheck = { ok: true; move: StatusMove } | { ok: false; status: 403 | 422; reason: string };

/**
 * May this actor change the status from `from` to `to` by this call, given
 * the templates? Refusals say why: 403 for an actor who may never, 422 for a
 * move the table does not have or whose condition does not hold.
 */
export function checkMove(from: string, to: string | undefined, via: ContentVia, actor: ContentActor, templates: readonly TemplateState[]): MoveCheck {
  if (actor !== 'editor') return { ok: false, status: 403, reason: 'Only content editors change the status of a sequence.' };
  const target = via === 'upload' ? 'Uploaded' : (to ?? nextStatus(from) ?? undefined);
  if (target === undefined) return { ok: false, status: 422, reason: `A sequence in ${from} has no next status.` };
  const move = statusMoves.find((m) => m.from === from && m.to === target && m.via === via);
  if (!move) {
    const other = statusMoves.find((m) => m.from === from && m.to === target);
    if (other) return { ok: false, status: 422, reason: `From ${from}, ${target} is reached by ${other.via === 'upload' ? 'uploading the sequence' : 'a move'}.` };
    const allowed = movesFrom(from, via, actor).map((m) => m.to);
    const list = allowed.length ? allowed.join(' or ') : 'nothing';
    return { ok: false, status: 422, reason: via === 'upload' ? `Only an approved sequence can be uploaded (this one is ${from}).` : `A sequence in ${from} can move to ${list}, not ${target}.` };
  }
  const unmet = unmetCondition(move.needs, templates);
  if (unmet) return { ok: false, status: 422, reason: unmet };
  return { ok: true, move };
}

export type EditSubject = { status: string; archived: boolean };

/** Why the sequence's content cannot be edited now, or null (spec 4: only Draft is editable). */
export function editBlock(sequence: EditSubject): string | null {
  if (sequence.archived) return 'This sequence is archived: unarchive it to edit it.';
  if (sequence.status !== 'Draft') return `Only a Draft can be edited; this sequence is ${sequence.status}. Move it back to Draft to change it.`;
  return null;
}

/** Review (approving templates) happens while the sequence is In Review. */
export function approvalBlock(sequence: EditSubject): string | null {
  if (sequence.archived) return 'This sequence is archived.';
  if (sequence.status !== 'In Review') return `Templates are approved while the sequence is In Review; this one is ${sequence.status}.`;
  return null;
}
