import { Badge, Tooltip } from '@mantine/core';
import type { OutboxEntry } from '../../../data/db/outbox-types';
import { PendingMark } from '../../../ui/pending-mark';

/**
 * What the server does not have yet for one task: pending edits show the
 * pending mark; a refused or conflicting one says so (the sync panel
 * offers retry, keep mine or take theirs).
 */
export function TaskEditMark({ entries }: { entries: readonly OutboxEntry[] | undefined }) {
  if (!entries?.length) return null;
  const problem = entries.find((e) => e.status === 'failed' || e.status === 'conflict');
  if (problem) {
    const label = problem.status === 'conflict' ? 'Changed by someone else: open the sync panel' : `Not saved: ${problem.lastError ?? 'refused'}`;
    return (
      <Tooltip label={label} withArrow>
        <Badge size="xs" variant="dot" color="red" aria-label={label} data-problem="true">
          {problem.status === 'conflict' ? 'conflict' : 'not saved'}
        </Badge>
      </Tooltip>
    );
  }
  const n = entries.length;
  return <PendingMark label={`${n} ${n === 1 ? 'edit' : 'edits'} not synced yet`} />;
}
