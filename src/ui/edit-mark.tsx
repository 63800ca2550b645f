import { Badge, Tooltip } from '@mantine/core';
import { editStateWords, editsWaitingWords } from '../domain/sync/sync-words';
import { PendingMark } from './pending-mark';

/** What an outbox entry says about itself (data/db/outbox-types.ts), as far as a mark needs. */
type QueuedEdit = { status: string; lastError?: string };

/**
 * What the server does not have yet for one record: waiting edits show the
 * pending mark; a refused or conflicting one says so (the sync panel offers
 * retry, keep mine or take theirs).
 */
export function EditMark({ edits }: { edits: readonly QueuedEdit[] | undefined }) {
  if (!edits?.length) return null;
  const problem = edits.find((e) => e.status === 'failed' || e.status === 'conflict');
  if (problem) {
    const conflict = problem.status === 'conflict';
    const label = conflict ? 'Changed by someone else: open the sync panel' : `Not saved: ${problem.lastError ?? 'refused'}`;
    return (
      <Tooltip label={label} withArrow>
        <Badge size="xs" variant="dot" color="red" aria-label={label} data-problem="true">
          {editStateWords[problem.status === 'conflict' ? 'conflict' : 'failed']}
        </Badge>
      </Tooltip>
    );
  }
  return <PendingMark label={editsWaitingWords(edits.length)} />;
}
