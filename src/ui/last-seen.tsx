import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatRecentMoment } from '../domain/time/short-dates';

/**
 * What a screen read from the network says about itself: "last seen …,
 * offline" for the service worker's copy, and how many edits still wait.
 */
export function LastSeen({ fromCache, asOf, waiting, children }: { fromCache: boolean; asOf: string | null; waiting: number; children?: ReactNode }) {
  return (
    <Group gap="xs" data-testid="plan-freshness">
      {fromCache && (
        <Badge color="orange" variant="light" c="dark.9" data-testid="last-seen">
          Last seen {asOf ? formatRecentMoment(asOf) : 'earlier'}, offline
        </Badge>
      )}
      {waiting > 0 && (
        <Text size="sm" c="dimmed" data-testid="plan-waiting">
          {waiting} {waiting === 1 ? 'edit waits' : 'edits wait'} to be sent
        </Text>
      )}
      {children}
    </Group>
  );
}
