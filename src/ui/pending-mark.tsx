import { Badge, Tooltip } from '@mantine/core';

/** Marks a record whose edit has not reached the server yet. */
export function PendingMark({ label = 'Waiting to be sent' }: { label?: string }) {
  return (
    <Tooltip label={label} withArrow>
      <Badge size="xs" variant="light" color="orange" c="dark.9" aria-label={label} data-pending="true">
        pending
      </Badge>
    </Tooltip>
  );
}
