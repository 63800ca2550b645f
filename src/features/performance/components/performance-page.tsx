import { Alert, Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { csvBom } from '../../../domain/format/csv';
import { formatCount, type CountColumn } from '../../../domain/performance/performance-counts';
import { sequenceCsvName, sequenceViewCsv } from '../../../domain/performance/performance-csv';
import { pageBounds, pageCount } from '../../../domain/performance/performance-paging';
import { withFilters, type PerformanceView } from '../../../domain/performance/performance-search';
import { useSequencePage } from '../hooks/use-sequence-page';
import { downloadText } from './download-text';
import { PerformanceFilters } from './performance-filters';
import { SequenceTable } from './sequence-table';

type Props = {
  view: PerformanceView;
  onView: (view: PerformanceView) => void;
  /** Opens the booking modal over the panel for a client; absent for those who may not book. */
  onBook?: (clientId: number) => void;
};

/** Spec 2: the sequence performance panel. */
export function PerformancePage({ view, onView, onBook }: Props) {
  const page = useSequencePage(view);
  // Open rows are kept here, not in the page's answer: they stay open while paging back and forth.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const open = {
    isOpen: (key: string) => opened.has(key),
    toggle: (key: string) =>
      setOpened((s) => {
        const next = new Set(s);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
  };
  const data = page.data;
  // The bench's mark: the panel's first rows on screen (tests/bench/performance-bench.ts).
  const shown = Boolean(data?.rows.length);
  useEffect(() => {
    if (shown && !performance.getEntriesByName('performance-panel-shown').length) performance.mark('performance-panel-shown');
  }, [shown]);
  const bounds = data ? pageBounds(data.offset, data.rows.length) : null;
  const onSort = (column: CountColumn) =>
    onView({ ...view, sort: column, dir: view.sort === column && view.dir === 'desc' ? 'asc' : 'desc', page: 1 });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Sequence performance
        </Title>
        <Group gap="sm">
          <Button variant="default" renderRoot={(props) => <Link {...props} to="/performance/instances" />}>
            Instances
          </Button>
          <Button
            variant="light"
            disabled={!data?.rows.length}
            // With the byte-order mark the house's CSV files carry: a spreadsheet reads accented names right.
            onClick={() => data && downloadText(sequenceCsvName(new Date().toISOString().slice(0, 10)), csvBom + sequenceViewCsv(data.rows), 'text/csv')}
          >
            Download CSV
          </Button>
        </Group>
      </Group>
      <PerformanceFilters view={view} onChange={(change) => onView(withFilters(view, change))} />
      {page.fromCache && (
        <Alert color="gray" title="Offline: the last view seen on this device" data-testid="offline-view">
          These are the numbers as they were when this view was last opened. Fresh numbers need a connection.
        </Alert>
      )}
      {page.error && !data && (
        <Alert color={page.offline ? 'gray' : 'red'} title={page.offline ? 'Offline' : 'The sequences did not load'}>
          {page.offline ? 'This view has not been opened on this device before; its numbers need a connection.' : page.error}
        </Alert>
      )}
      {!data && !page.error && <Text c="gray.7">Loading the sequences…</Text>}
      {data && data.total === 0 && (
        <Text c="gray.7" data-testid="no-sequences">
          No sequence matches these filters. Choose other teams, reps, segments or statuses.
        </Text>
      )}
      {data && data.total > 0 && data.rows.length === 0 && (
        <Text c="gray.7">This page is past the end of the list ({formatCount(data.total)} sequences). Go back to the first page.</Text>
      )}
      {data && data.rows.length > 0 && <SequenceTable rows={data.rows} sort={view.sort} dir={view.dir} onSort={onSort} open={open} onBook={onBook} />}
      {data && data.total > 0 && (
        <Group justify="space-between">
          <Text size="sm" data-testid="page-summary">
            {bounds && bounds.first ? `${formatCount(bounds.first)}–${formatCount(bounds.last)} of ${formatCount(data.total)} sequences` : `${formatCount(data.total)} sequences`}
          </Text>
          <Pagination
            total={pageCount(data.total)}
            value={view.page}
            onChange={(p) => onView({ ...view, page: p })}
            getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Group>
      )}
    </Stack>
  );
}
