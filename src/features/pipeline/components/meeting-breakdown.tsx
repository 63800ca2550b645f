import { Alert, Group, Loader, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { SegmentedSwitch } from '../../../ui/segmented-switch';
import { useState } from 'react';
import { formatCount } from '../../../domain/format/count-format';
import { breakdownDimensionLabels, breakdownDimensions, type BreakdownBucket } from '../../../domain/meetings/breakdown-types';
import { allStrategiesLabel } from '../../../domain/stats/activity-month';
import { useMeetingBreakdown } from '../hooks/use-meeting-breakdown';
import { BreakdownBars } from './breakdown-bars';
import { useStrategies } from '../../../data/react/use-strategies';

function BucketTable({ title, buckets }: { title: string; buckets: BreakdownBucket[] }) {
  return (
    <Table striped withTableBorder captionSide="top" data-testid="breakdown-table">
      <Table.Caption>{title}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{title}</Table.Th>
          <Table.Th scope="col" ta="right">
            Meetings
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {buckets.map((b) => (
          <Table.Tr key={`${b.id}`}>
            <Table.Td>{b.label}</Table.Td>
            <Table.Td ta="right">{formatCount(b.count)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * GET /api/clients/{id}/meetings/breakdown: the client's meetings by
 * management level, industry, employee and revenue range, as bar charts
 * with the same numbers as tables.
 */
export function MeetingBreakdown({ clientId }: { clientId: number }) {
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [strategy, setStrategy] = useState('all');
  const [shape, setShape] = useState<'charts' | 'tables'>('charts');
  const strategies = useStrategies(clientId);
  const breakdown = useMeetingBreakdown(clientId, { startDate, endDate, strategy: strategy === 'all' ? undefined : Number(strategy) });
  const data = breakdown.data;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="breakdown-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h4" id="breakdown-title">
            Meeting breakdown
          </Title>
          <SegmentedSwitch
            aria-label="Show the breakdown as"
            value={shape}
            onChange={(v) => setShape(v as 'charts' | 'tables')}
            data={[
              { value: 'charts', label: 'Charts' },
              { value: 'tables', label: 'Tables' },
            ]}
          />
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput type="date" label="Start date" value={startDate} max={endDate || undefined} onChange={(e) => setStartDate(e.currentTarget.value)} w={160} />
          <TextInput type="date" label="End date" value={endDate} min={startDate || undefined} onChange={(e) => setEndDate(e.currentTarget.value)} w={160} />
          <Select
            label="Strategy"
            data={[{ value: 'all', label: allStrategiesLabel }, ...(strategies.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))]}
            value={strategy}
            onChange={(v) => setStrategy(v ?? 'all')}
            allowDeselect={false}
            w={240}
          />
          {data && (
            <Text size="sm" c="gray.7" mb={6} data-testid="breakdown-total">
              {formatCount(data.total)} meetings{breakdown.fromCache ? ' (saved copy, offline)' : ''}
            </Text>
          )}
        </Group>
        {breakdown.error && !data ? (
          <Alert color={breakdown.offline ? 'gray' : 'red'} title={breakdown.offline ? 'Offline' : 'The breakdown did not load'}>
            {breakdown.offline ? 'The breakdown needs a connection the first time; it is saved for offline reading after that.' : breakdown.error}
          </Alert>
        ) : !data ? (
          <Loader role="status" aria-label="Loading the breakdown" />
        ) : data.total === 0 ? (
          <Text c="gray.7">No meetings in this range.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {breakdownDimensions.map((d) =>
              shape === 'tables' ? (
                <BucketTable key={d} title={breakdownDimensionLabels[d]} buckets={data[d]} />
              ) : (
                <BreakdownBars key={d} title={breakdownDimensionLabels[d]} buckets={data[d]} />
              ),
            )}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
