import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatCount } from '../../../domain/format/count-format';
import type { BreakdownBucket } from '../../../domain/meetings/breakdown-types';

/**
 * One dimension of the meeting breakdown as bars: each label sits above its
 * bar (never inside it, where a long industry overflowed a short bar), with
 * its count beside it; the dimension is named once, by its heading.
 */
export function BreakdownBars({ title, buckets }: { title: string; buckets: BreakdownBucket[] }) {
  const id = useId();
  const shown = buckets.slice(0, 10);
  const max = Math.max(1, ...shown.map((b) => b.count));
  return (
    <Stack gap={6} data-testid="breakdown-bars">
      <Title order={3} size="h6" id={id}>
        {title}
      </Title>
      <Stack component="ul" gap={6} m={0} p={0} aria-labelledby={id} style={{ listStyle: 'none' }}>
        {shown.map((b) => (
          <li key={b.id} data-testid="breakdown-bar">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {b.label}
              </Text>
              <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                {formatCount(b.count)}
              </Text>
            </Group>
            <Box h={8} bg="gray.1" style={{ borderRadius: 4 }} aria-hidden>
              <Box h="100%" bg="blue.6" w={`${(b.count / max) * 100}%`} style={{ borderRadius: 4 }} />
            </Box>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
