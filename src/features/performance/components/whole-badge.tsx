import type { MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../ui/status-badge';

/** A status badge that a narrow table cell does not cut ("A…"): the cell makes room for it. */
export function WholeBadge({ color, children }: { color: MantineColor; children: ReactNode }) {
  return (
    <div style={{ width: 'max-content' }}>
      <StatusBadge color={color}>{children}</StatusBadge>
    </div>
  );
}
