import { Button, Group, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { can } from '../../../domain/access/permissions';
import type { Me } from '../../../domain/auth/me-schema';
import { contentStatuses } from '../../../domain/content/content-status';
import { PlusIcon } from '../../../ui/icons';
import { useClientChoices, useContentOwners } from '../hooks/use-content-choices';
import { useContentList, type ContentListFilters } from '../hooks/use-content-list';
import { ContentTable } from './content-table';
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
        <ContentTable sequences={list.data} staff={staff} />
      )}
    </Stack>
  );
}
