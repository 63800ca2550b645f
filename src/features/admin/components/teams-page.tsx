import { Badge, Button, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Me } from '../../../domain/auth/me-schema';
import type { TeamRow } from '../../../domain/teams/team-schema';
import { canManageTeams, teamAccess } from '../../../domain/users/admin-guards';
import type { TeamSearch } from '../../../domain/users/user-search';
import { useConnection } from '../../../data/react/use-connection';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PlusIcon } from '../../../ui/icons';
import { archiveTeam } from '../commands/archive-team';
import { restoreTeam } from '../commands/restore-team';
import { useTeams } from '../hooks/use-teams';
import { RemoteNotice } from '../../../ui/remote-notice';
import { ConnectionNotice } from './admin-notices';
import { writeFailure } from './form-errors';
import { TeamDrawer } from './team-drawer';

type Props = { me: Me; search: TeamSearch; onSearch: (search: TeamSearch) => void };

/** Teams: list (archived hidden unless asked), add, edit, archive (spec 4: a delete call), restore, test the webhook. */
export function TeamsPage({ me, search, onSearch }: Props) {
  const online = useConnection();
  const [epoch, setEpoch] = useState(0);
  const [adding, setAdding] = useState(false);
  const [archiving, setArchiving] = useState<TeamRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const teams = useTeams(search.archived === true, epoch);
  const manager = canManageTeams(me);
  const refresh = () => setEpoch((e) => e + 1);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      refresh();
    } catch (e) {
      setError(writeFailure(e).message);
    } finally {
      setBusy(false);
      setArchiving(null);
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Teams
        </Title>
        {manager && (
          <Button leftSection={<PlusIcon size={16} />} onClick={() => setAdding(true)} disabled={!online}>
            Add team
          </Button>
        )}
      </Group>
      <ConnectionNotice />
      <Switch label="Show archived teams" checked={search.archived === true} onChange={(e) => onSearch({ ...search, archived: e.currentTarget.checked ? true : undefined })} />
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
      <RemoteNotice remote={teams} what="teams" />
      {teams.data && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="teams-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Team</Table.Th>
                <Table.Th>Department</Table.Th>
                <Table.Th>Lead</Table.Th>
                <Table.Th>Members</Table.Th>
                <Table.Th>Slack</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {teams.data.map((t) => {
                const access = teamAccess(me, { teamLeadId: t.teamLead?.id ?? null });
                return (
                  <Table.Tr key={t.id} data-testid="team-row" data-team-id={t.id}>
                    <Table.Td>
                      {t.name}{' '}
                      {t.archived && (
                        <Badge color="gray" variant="light" c="dark.9">
                          Archived
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{t.department?.name ?? '—'}</Table.Td>
                    <Table.Td>{t.teamLead?.name ?? '—'}</Table.Td>
                    <Table.Td>{t.memberIds.length}</Table.Td>
                    <Table.Td>{t.slackWebhookUrl ? 'Webhook set' : '—'}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {access && !t.archived && (
                          <Button size="compact-sm" variant="subtle" aria-label={`Edit ${t.name}`} onClick={() => onSearch({ ...search, team: t.id })}>
                            Edit
                          </Button>
                        )}
                        {manager && !t.archived && (
                          <Button size="compact-sm" variant="subtle" color="red.8" aria-label={`Archive ${t.name}`} disabled={!online} onClick={() => setArchiving(t)}>
                            Archive
                          </Button>
                        )}
                        {manager && t.archived && (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            aria-label={`Restore ${t.name}`}
                            disabled={!online || busy}
                            onClick={() => void run(() => restoreTeam(t.id))}
                          >
                            Restore
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TeamDrawer teamId={adding ? 'new' : (search.team ?? null)} me={me} onClose={() => (setAdding(false), onSearch({ ...search, team: undefined }))} onSaved={refresh} />
      <ConfirmDialog
        opened={archiving !== null}
        title={`Archive ${archiving?.name ?? 'team'}?`}
        confirmLabel="Archive"
        busy={busy}
        onCancel={() => setArchiving(null)}
        onConfirm={() => archiving && void run(() => archiveTeam(archiving.id))}
      >
        {`${archiving?.name ?? 'The team'} leaves the team lists and filters. Its members and clients stay; a team manager can restore it.`}
      </ConfirmDialog>
    </Stack>
  );
}
