import { Progress, Text, Group } from '@mantine/core';
import { useSyncState } from '../../../data/react/use-sync-state';

/**
 * The first sync (and any long pull): how much of the rep's data is on the
 * device yet; screens fill in as pages arrive. A strip along the bottom of
 * the window, out of the page's flow: in the flow, its coming and going
 * moved the whole screen twice (layout shift 0.34 on a phone's first visit).
 *
 * Its width moves in steps, never animated: Mantine's 100 ms transition of
 * `width` cannot run on the compositor, so each page of a first sync drew
 * the whole screen (style, layout, intersection observers) for six frames,
 * about a third of the board's main-thread time during a first visit.
 * Contained, the strip's own changes lay out only itself.
 */
export function SyncProgressBar() {
  const { progress } = useSyncState();
  if (!progress || progress.total < 200) return null;
  const percent = Math.min(100, Math.round((100 * progress.done) / Math.max(1, progress.total)));
  return (
    <Group
      gap="sm"
      px="md"
      py={4}
      wrap="nowrap"
      role="status"
      aria-live="polite"
      bg="blue.0"
      pos="fixed"
      left={0}
      right={0}
      bottom={0}
      style={{ zIndex: 'var(--mantine-z-index-overlay)', borderTop: '1px solid var(--mantine-color-blue-2)', contain: 'layout paint' }}
    >
      <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
        Downloading your data for offline use: {percent}%
      </Text>
      <Progress value={percent} size="sm" transitionDuration={0} style={{ flex: 1 }} aria-label="Download progress" />
    </Group>
  );
}
