import { withdrawEdit } from '../../../data/sync/withdraw-edit';

/** Undo of Remove: the queued removal is withdrawn; false once it was sent. */
export function undoRemoveTask(outboxSeq: number): Promise<boolean> {
  return withdrawEdit(outboxSeq);
}
