import { Badge, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A status in its colour (e.g. spec 4's client status colours) that still
 * reads at 4.5:1: the colour is the badge's tint and dot, the text is dark.
 */
export function StatusBadge({ color, children, testId }: { color: MantineColor; children: ReactNode; testId?: string }) {
  return (
    <Badge
      color={color}
      variant="light"
      c="dark.9"
      leftSection={<span style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: `var(--mantine-color-${color}-7)` }} />}
      data-testid={testId}
      data-color={color}
      // A status is never cut ("IN R…" in a narrow table column): the badge
      // keeps its words' width and the column makes room.
      miw="max-content"
    >
      {children}
    </Badge>
  );
}
