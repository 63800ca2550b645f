import { Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { formatCount } from '../../../domain/format/count-format';
import { activityMonthOptions, allStrategiesLabel, lifetime } from '../../../domain/stats/activity-month';
import { formatReplyRate } from '../../../domain/stats/reply-rate';
import { viewerTimezone } from '../../../domain/time/timezones';
import { todayIn } from '../../../domain/time/wall-clock';
import { useStrategies } from '../../../data/react/use-strategies';
import { useMailingStats } from '../hooks/use-mailing-stats';
import { RemoteState } from './remote-state';

type Props = {
  clientId: number;
  month?: string;
  strategy?: number;
  onChange: (next: { month?: string; strategy?: number }) => void;
};

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** Mailing stats (spec 7) for a month or Lifetime and a strategy or All Strategies (spec 9). */
export function PerformanceTab({ clientId, month = lifetime, strategy, onChange }: Props) {
  const months = useMemo(() => activityMonthOptions(todayIn(viewerTimezone()), 24), []);
  const strategies = useStrategies(clientId);
  const stats = useMailingStats(clientId, month, strategy);
  const s = stats.data;
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Month"
          data={months}
          value={month}
          onChange={(value) => onChange({ month: value && value !== lifetime ? value : undefined })}
          allowDeselect={false}
          w={200}
        />
        <Select
          label="Strategy"
          data={[{ value: 'all', label: allStrategiesLabel }, ...(strategies.data ?? []).map((x) => ({ value: String(x.id), label: x.name }))]}
          value={strategy ? String(strategy) : 'all'}
          onChange={(value) => onChange({ strategy: value && value !== 'all' ? Number(value) : undefined })}
          allowDeselect={false}
          w={260}
        />
      </Group>
      <Title order={2} size="h4">
        Mailing performance
      </Title>
      <RemoteState remote={stats} what="mailing stats" />
      {s && (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="mailing-stats">
          <Stat label="Delivered" value={formatCount(s.deliver_count)} testId="stat-delivered" />
          <Stat label="Prospects" value={formatCount(s.prospects_count)} testId="stat-prospects" />
          <Stat label="Replies" value={formatCount(s.reply_count)} testId="stat-replies" />
          <Stat label="Reply rate" value={formatReplyRate(s.reply_rate)} testId="stat-reply-rate" />
        </SimpleGrid>
      )}
      {stats.fromCache && (
        <Text size="sm" c="gray.7">
          Offline: showing the last saved copy.
        </Text>
      )}
    </Stack>
  );
}
