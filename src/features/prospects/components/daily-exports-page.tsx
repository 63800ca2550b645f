import { Alert, Anchor, Group, Loader, Select, Table, Text, TextInput, Title, Stack } from '@mantine/core';
import { pathOf } from '../../../domain/api/endpoint';
import { downloadDailyExport } from '../../../domain/prospects/prospect-endpoints';
import { useDailyExports, type DailyExportFilter } from '../hooks/use-daily-exports';
import { useClientOptions } from '../hooks/use-pick-lists';

type Props = { filter: DailyExportFilter; onFilter: (filter: DailyExportFilter) => void };

/** Spec 2: the daily exports list, by date and client, each downloadable. */
export function DailyExportsPage({ filter, onFilter }: Props) {
  const clients = useClientOptions();
  const list = useDailyExports(filter);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Daily exports
      </Title>
      <Text size="sm" c="dimmed">
        Each night (UTC), one file per client with the prospects its uploads added or changed that day.
      </Text>
      <Group align="end">
        <Select
          label="Client"
          data={clients}
          value={filter.client ? String(filter.client) : null}
          onChange={(v) => onFilter({ ...filter, client: v ? Number(v) : undefined })}
          searchable
          clearable
          placeholder="Every client"
          w={280}
        />
        <TextInput type="date" label="From" value={filter.from ?? ''} onChange={(e) => onFilter({ ...filter, from: e.currentTarget.value || undefined })} />
        <TextInput type="date" label="To" value={filter.to ?? ''} onChange={(e) => onFilter({ ...filter, to: e.currentTarget.value || undefined })} />
      </Group>
      {list.fromCache && (
        <Alert color="orange" variant="light" data-testid="exports-offline">
          Offline: the list as last seen on this device. Downloads need a connection.
        </Alert>
      )}
      {list.error && !list.data && (
        <Alert color={list.offline ? 'orange' : 'red'} variant="light" role="alert">
          {list.offline ? 'The daily exports need a connection.' : list.error}
        </Alert>
      )}
      {list.loading && !list.data && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">Reading the daily exports…</Text>
        </Group>
      )}
      {list.data && list.data.length === 0 && <Text c="dimmed">No daily exports match.</Text>}
      {list.data && list.data.length > 0 && (
        <Table striped data-testid="daily-exports">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th>Client</Table.Th>
              <Table.Th>Prospects</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th>File</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((e) => (
              <Table.Tr key={e.id} data-testid="daily-export">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.day}</Table.Td>
                <Table.Td>{e.client.name}</Table.Td>
                <Table.Td>{e.rows.toLocaleString('en-US')}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{(e.size / 1024).toFixed(1)} KB</Table.Td>
                <Table.Td>
                  <Anchor href={pathOf(downloadDailyExport, { id: e.id })} download aria-label={`Download ${e.client.name}, ${e.day}`}>
                    Download
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
