import type { MantineColor } from '@mantine/core';
import { StatusBadge } from '../../../ui/status-badge';

const colours: Record<string, MantineColor> = { Draft: 'gray', 'In Review': 'yellow', Approved: 'green', Uploaded: 'blue' };

export function ContentStatusBadge({ status }: { status: string }) {
  return (
    <StatusBadge color={colours[status] ?? 'gray'} testId="content-status">
      {status}
    </StatusBadge>
  );
}
