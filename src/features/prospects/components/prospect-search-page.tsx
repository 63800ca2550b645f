import { Alert, Anchor, Badge, Button, Group, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import { buildUrl } from '../../../data/http/transport';
import { useConnection } from '../../../data/react/use-connection';
import { exportProspects } from '../../../domain/prospects/prospect-endpoints';
import { defaultPageSize, exportQueryOf, searchQueryOf, type ProspectSearchState } from '../../../domain/prospects/prospect-search';
import { DownloadIcon } from '../../../ui/icons';
import { useProspectSearch } from '../hooks/use-prospect-search';
import { AdvancedSearchForm } from './advanced-search-form';
import { BasicSearchForm } from './basic-search-form';
import { ProspectResultsTable } from './prospect-results-table';

type Props = { search: ProspectSearchState; onSearch: (next: ProspectSearchState) => void };

const formatCount = (n: number) => n.toLocaleString('en-US');

/** Spec 2: prospect search with tabs Basic (default) and Advanced; the search lives in the address. */
export function ProspectSearchPage({ search, onSearch }: Props) {
  const online = useConnection();
  const query = searchQueryOf(search);
  const result = useProspectSearch(query);
  const answer = result.answer;
  const exportHref = buildUrl(exportProspects.path, exportQueryOf(search));
  const pages = answer ? Math.max(1, Math.ceil(answer.total / defaultPageSize)) : 1;
  // A new search in the address (back, a link) starts the forms afresh; the last results stay.
  const formKey = JSON.stringify([search.criteria, search.advanced, search.includeArchived]);
  const apply = (patch: Partial<ProspectSearchState>) => onSearch({ ...search, page: 1, ...patch });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          Prospects
        </Title>
        <Text size="sm" c="dimmed">
          Searching needs a connection.
        </Text>
      </Group>
      <Tabs value={search.tab} onChange={(tab) => tab && apply({ tab: tab as ProspectSearchState['tab'] })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="basic">Basic</Tabs.Tab>
          <Tabs.Tab value="advanced">Advanced</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basic" pt="md">
          <BasicSearchForm key={formKey} search={search} onSubmit={apply} />
        </Tabs.Panel>
        <Tabs.Panel value="advanced" pt="md">
          <AdvancedSearchForm key={formKey} search={search} onSubmit={apply} />
        </Tabs.Panel>
      </Tabs>

      {!online && (
        <Alert color="orange" variant="light" title="You are offline" data-testid="search-offline">
          Searching and exporting need a connection. {answer ? 'The last results you saw are below.' : ''}
        </Alert>
      )}
      {result.stale && (
        <Alert color="gray" variant="light" data-testid="stale-results">
          Last results seen{result.stale.at ? ` at ${result.stale.at.toLocaleTimeString('en-US')}` : ''}
          {result.stale.fromCache ? ' (saved copy, offline)' : ' — this search could not reach the server'}.
        </Alert>
      )}
      {result.error && !result.offline && !result.stale && (
        <Alert color="red" variant="light" role="alert">
          {result.error}
        </Alert>
      )}
      {result.error && result.offline && !answer && (
        <Alert color="orange" variant="light" data-testid="search-needs-connection">
          This search needs a connection. It runs as soon as you are back online.
        </Alert>
      )}

      {answer && (
        <>
          <Group justify="space-between">
            <Group gap="xs">
              <Text size="sm" data-testid="result-count">
                {answer.totalCapped ? `More than ${formatCount(answer.total)}` : formatCount(answer.total)} prospect{answer.total === 1 ? '' : 's'}
              </Text>
              {result.loading && (
                <Badge size="sm" variant="light" color="gray">
                  Searching…
                </Badge>
              )}
            </Group>
            {online && !result.stale ? (
              <Button component="a" href={exportHref} download leftSection={<DownloadIcon size={16} />} variant="light" size="sm">
                Export CSV
              </Button>
            ) : (
              <Button disabled leftSection={<DownloadIcon size={16} />} variant="light" size="sm">
                Export needs a connection
              </Button>
            )}
          </Group>
          <ProspectResultsTable
            prospects={answer.prospects}
            sort={search.sort}
            order={search.order}
            onSort={(sort, order) => apply({ sort, order })}
          />
          {pages > 1 && (
            <Pagination
              total={pages}
              value={search.page}
              onChange={(page) => onSearch({ ...search, page })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              aria-label="Result pages"
            />
          )}
          {answer.totalCapped && (
            <Text size="xs" c="dimmed">
              Narrow the search to see past the first {formatCount(answer.total)}; the export lists every match.{' '}
              <Anchor href={exportHref} size="xs">
                Export all
              </Anchor>
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
