import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatCount } from '../../../domain/format/count-format';
import type { ProfileCriteria } from '../../../domain/sequencer/profile-criteria';
import { estimateCountText, estimateStanding, profileProspectRange } from '../../../domain/sequencer/profile-size';
import { useEstimate } from '../hooks/use-estimate';

const standingText = {
  'no-pairs': { color: 'gray', text: 'Add an outreach pair: the range is 400 to 1,200 prospects per pair.' },
  below: { color: 'orange', text: 'Fewer prospects match than the pairs need: widen the criteria or remove a pair.' },
  above: { color: 'orange', text: 'More prospects match than the pairs can send to: narrow the criteria or add a pair.' },
  within: { color: 'green', text: 'Within the range for its outreach pairs.' },
} as const;

/** Beside the criteria: how many prospects in the database match them, against 400× to 1200× the pairs (spec 9). */
export function EstimateCard({ criteria, pairs, profileId }: { criteria: ProfileCriteria; pairs: number; profileId: number | null }) {
  const estimate = useEstimate(criteria, profileId);
  const range = profileProspectRange(pairs);
  const matching = estimate.data?.matching;
  const standing = matching === undefined ? null : estimateStanding(matching, pairs);
  return (
    <Paper withBorder p="md" radius="md" data-testid="estimate">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h5">
            Matching prospects
          </Title>
          {estimate.loading && <Loader size="xs" role="status" aria-label="Counting matching prospects" />}
        </Group>
        <Text size="xl" fw={700} data-testid="estimate-count" aria-live="polite">
          {matching === undefined ? '…' : estimateCountText(matching, estimate.data?.matchingCapped ?? false)}
        </Text>
        <Text size="sm" c="gray.7" data-testid="estimate-range">
          Range: {formatCount(range.min)} – {formatCount(range.max)} ({pairs} {pairs === 1 ? 'pair' : 'pairs'})
        </Text>
        {standing && (
          <Alert color={standingText[standing].color} variant="light" p="xs" data-standing={standing} data-testid="estimate-standing">
            <Text size="sm" c="dark.9">
              {standingText[standing].text}
            </Text>
          </Alert>
        )}
        {estimate.fromCache && (
          <Text size="xs" c="gray.7">
            Offline: the last count seen for these criteria.
          </Text>
        )}
        {estimate.error && !estimate.data && (
          <Text size="sm" c="gray.7">
            {estimate.offline ? 'The count needs a connection.' : estimate.error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
