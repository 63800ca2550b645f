import { Badge, Tooltip } from '@mantine/core';
import { editStateWords } from '../domain/sync/sync-words';

const sentence = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * Marks a record whose edit has not reached the server yet. The badge shows
 * the head word of the state's words ("waiting", of "waiting to be sent"),
 * which fits a 210 px card; its tooltip and spoken name say them whole.
 */
export function PendingMark({ label = sentence(editStateWords.pending) }: { label?: string }) {
  return (
    <Tooltip label={label} withArrow>
      <Badge size="xs" variant="light" color="orange" c="dark.9" aria-label={label} data-pending="true">
        {editStateWords.pending.split(' ')[0]}
      </Badge>
    </Tooltip>
  );
}
