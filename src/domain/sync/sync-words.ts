/** The states of an edit on its way to the server (data/db/outbox-types.ts). */
type EditState = 'pending' | 'sending' | 'failed' | 'conflict';

/**
 * One set of words for where an edit stands, used by the header's sync
 * status, the sync panel and the pages that list queued edits, so a rep
 * reads the same words wherever an edit shows (issue 16). A refused edit
 * and a conflicting one both wait on the rep; the panel's line under the
 * word says which, and offers its choices.
 */
export const editStateWords: Readonly<Record<EditState, string>> = {
  pending: 'waiting to be sent',
  sending: 'sending',
  failed: 'needs your action',
  conflict: 'needs your action',
};

/** A mark's spoken words for queued edits of one thing: "2 edits of this client waiting to be sent". */
export function editsWaitingWords(n: number, of = ''): string {
  return `${n} ${n === 1 ? 'edit' : 'edits'}${of ? ` of ${of}` : ''} ${editStateWords.pending}`;
}

/** The header's words for the edits not on the server yet: ", 3 edits waiting to be sent, 1 needs your action". */
export function outboxInWords(waiting: number, problems: number): string {
  const edits = `${waiting} ${waiting === 1 ? 'edit' : 'edits'}`;
  const sent = waiting - problems;
  if (!problems) return `${edits} ${editStateWords.pending}`;
  return sent > 0 ? `${edits}: ${sent} ${editStateWords.pending}, ${problems} ${editStateWords.failed}` : `${edits}: ${problems} ${editStateWords.failed}`;
}
