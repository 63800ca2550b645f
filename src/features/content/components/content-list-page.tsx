import { Anchor, Button, Group, Select, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { can } from '../../../domain/access/permissions';
import type { Me } from '../../../domain/auth/me-schema';
import { contentStatuses } from '../../../domain/content/content-status';
import { PlusIcon } from '../../../ui/icons';
import { useClientChoices, useContentOwners } from '../hooks/use-content-choices';
import { useContentList, type ContentListFilters } from '../hooks/use-content-list';
import { ContentStatusBadge } from './content-status-badge';
import { GuestUpdates } from './guest-updates';
import { RemoteNotice } from '../../../ui/remote-notice';

type Props = { me: Me; filters: ContentListFilters; onFiltersChange: (f: ContentListFilters) => void };

/** /content: the sequences, filtered by client, status, owner, share status; archived ones on request (spec 2). */
export function ContentListPage({ me, filters, onFiltersChange }: Props) {
  const staff = !me.isGuest;
  const editor = can(me, 'edit-content');
  const list = useContentList(filters, 0);
  const clients = useClientChoices().options;
  const owners = useContentOwners(staff);
  const set = (patch: Partial<ContentListFilters>) => onFiltersChange({ ...filters, ...patch });
  const num = (v: string | null) => (v ? Number(v) : undefined);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {staff ? 'Content sequences' : 'Content for your review'}
        </Title>
        {editor && (
          <Button component={Link} to="/content/new" leftSection={<PlusIcon size={16} />}>
            New sequence
          </Button>
        )}
      </Group>
      {!staff && <GuestUpdates />}
      <Group gap="sm" align="end" wrap="wrap">
        {staff && (
          <Select label="Client" placeholder="All clients" data={clients} value={filters.client ? String(filters.client) : null} onChange={(v) => set({ client: num(v) })} clearable searchable w={220} />
        )}
        <Select label="Status" placeholder="Any status" data={[...contentStatuses]} value={filters.status ?? null} onChange={(v) => set({ status: v ?? undefined })} clearable w={160} />
        {staff && (
          <>
            <Select
              label="Owner"
              placeholder="Any owner"
              data={(owners.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
              value={filters.owner ? String(filters.owner) : null}
              onChange={(v) => set({ owner: num(v) })}
              clearable
              w={200}
            />
            <Select
              label="Sharing"
              placeholder="Shared or not"
              data={[
                { value: 'shared', label: 'Shared with the client' },
                { value: 'private', label: 'Not shared' },
              ]}
              value={filters.shareStatus ?? null}
              onChange={(v) => set({ shareStatus: v ?? undefined })}
              clearable
              w={200}
            />
            <Switch label="Archived only" checked={filters.archived} onChange={(e) => set({ archived: e.currentTarget.checked })} mb={8} />
          </>
        )}
      </Group>
      <RemoteNotice remote={list} what="content sequences" />
      {list.data && list.data.length === 0 && <Text c="dimmed">No sequences match.</Text>}
      {list.data && list.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover withTableBorder data-testid="content-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Title</Table.Th>
                {staff && <Table.Th scope="col">Client</Table.Th>}
                <Table.Th scope="col">Status</Table.Th>
                {staff && <Table.Th scope="col">Owner</Table.Th>}
                <Table.Th scope="col">Approved</Table.Th>
                {staff && <Table.Th scope="col">Sharing</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((s) => (
                <Table.Tr key={s.id} data-testid="content-row">
                  <Table.Td>
                    <Anchor fw={500} renderRoot={(props) => <Link {...props} to="/content/$id" params={{ id: String(s.id) }} />}>
                      {s.title}
                    </Anchor>
                    {s.archived && (
                      <Text span size="xs" c="dimmed" ml="xs">
                        archived
                      </Text>
                    )}
                  </Table.Td>
                  {staff && <Table.Td>{s.clientName}</Table.Td>}
                  <Table.Td>
                    <ContentStatusBadge status={s.status} />
                  </Table.Td>
                  {staff && <Table.Td>{s.sapperOwner?.name ?? '—'}</Table.Td>}
                  <Table.Td>
                    {s.approvedCount} of {s.templatesCount}
                  </Table.Td>
                  {staff && <Table.Td>{s.shareStatus === 'shared' ? 'Shared' : 'Not shared'}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
