import { Progress, Text, Group } from '@mantine/core';
import { useSyncState } from '../../../data/react/use-sync-state';

/**
 * The first sync (and any long pull) under the header: how much of the rep's
 * data is on the device yet. Screens fill in as pages arrive.
 */
export function SyncProgressBar() {
  const { progress } = useSyncState();
  if (!progress || progress.total < 200) return null;
  const percent = Math.min(100, Math.round((100 * progress.done) / Math.max(1, progress.total)));
  return (
    <Group gap="sm" px="md" py={4} wrap="nowrap" role="status" aria-live="polite" bg="blue.0">
      <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
        Downloading your data for offline use: {percent}%
      </Text>
      <Progress value={percent} size="sm" style={{ flex: 1 }} aria-label="Download progress" />
    </Group>
  );
}
