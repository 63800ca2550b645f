import { Alert, Badge, Box, Button, Group, Loader, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../data/http/transport-error';
import { remoteStatus } from '../../../data/react/remote-status';
import { useConnection } from '../../../data/react/use-connection';
import type { Client } from '../../../domain/clients/client-types';
import { roleGroupLabel, usersToAssign } from '../../../domain/teams/psm-assignment';
import type { Bunch, ClientTeamMember } from '../../../domain/teams/team-member-types';
import { teamRowSize } from '../../../domain/teams/team-rows';
import { assignTeamMember } from '../commands/assign-team-member';
import { unassignClientTeam } from '../commands/unassign-client-team';
import { unassignTeamMember } from '../commands/unassign-team-member';
import { useClientTeam } from '../hooks/use-client-team';
import { useLookupItems } from '../../../data/react/use-lookup-items';

type Props = { client: Client; canEdit: boolean; bunches: Bunch[] };

/**
 * The client's team (spec 2 and 9): members in rows of 4 with their role;
 * assign (a PSM brings the campaign strategist of their bunch), unassign
 * one, or all after a confirmation. Online only.
 */
export function TeamSection({ client, canEdit, bunches }: Props) {
  const remote = useClientTeam(client.id);
  const team = remoteStatus(remote);
  const users = useLookupItems('users') ?? [];
  const online = useConnection();
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const members = team.status === 'ready' ? team.data : [];
  const editable = canEdit && online && team.status === 'ready' && !team.fromCache;

  const memberships = bunches.flatMap((b) => b.members.map((m) => ({ bunchId: b.id, userId: m.user.id })));
  const candidates = users
    .filter((u) => u.active && !u.isGuest && !members.some((m) => m.user.id === u.id))
    .map((u) => ({ value: String(u.id), label: `${u.name} (${u.role ?? 'no role'})` }));
  const brings = choice
    ? usersToAssign(Number(choice), users, memberships)
        .slice(1)
        .map((id) => users.find((u) => u.id === id))
        .filter((u) => u && !members.some((m) => m.user.id === u.id))
    : [];

  async function run(call: () => Promise<void>) {
    setBusy(true);
    setMessage(null);
    try {
      await call();
    } catch (e) {
      setMessage({ color: 'red', text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  const assign = () =>
    run(async () => {
      const res = await assignTeamMember(client.id, Number(choice));
      remote.show(res.members);
      setChoice(null);
      const names = res.added.map((m) => `${m.user.name} (${m.user.role ?? 'no role'})`);
      setMessage({ color: 'green', text: names.length ? `Assigned ${names.join(' and ')}.` : 'Already on the team.' });
    });
  const unassign = (member: ClientTeamMember) =>
    run(async () => {
      const res = await unassignTeamMember(client.id, member.id);
      remote.show(res.members);
      setMessage({ color: 'green', text: `Unassigned ${member.user.name}.` });
    });
  const unassignAll = () =>
    run(async () => {
      setConfirmAll(false);
      const res = await unassignClientTeam(client.id);
      remote.show(res.members);
      setMessage({ color: 'green', text: `Unassigned all ${res.removed} members.` });
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="team-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Text id="team-title" component="h2" fw={600} m={0}>
              Team
            </Text>
            {team.status === 'ready' && team.fromCache && (
              <Badge size="xs" color="orange" variant="dot">
                saved copy, offline
              </Badge>
            )}
          </Group>
          {editable && members.length > 0 && (
            <Button variant="outline" color="red" size="xs" onClick={() => setConfirmAll(true)} disabled={busy}>
              Unassign all
            </Button>
          )}
        </Group>
        {team.status === 'loading' && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">Loading the team…</Text>
          </Group>
        )}
        {team.status === 'unavailable' && (
          <Alert color="gray" variant="light" p="xs">
            The team is unavailable offline on this device. It loads when you are back online.
          </Alert>
        )}
        {team.status === 'error' && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {team.message}
          </Alert>
        )}
        {team.status === 'ready' && members.length === 0 && (
          <Text size="sm" c="dimmed">
            Nobody is assigned to this client.
          </Text>
        )}
        {members.length > 0 && (
          <Box
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none', display: 'grid', gridTemplateColumns: `repeat(${teamRowSize}, minmax(0, 1fr))`, gap: 8 }}
            aria-label="Team members"
            data-testid="team-members"
          >
            {members.map((m) => (
              <Paper key={m.id} component="li" withBorder p="xs" radius="sm" data-testid="team-member">
                <Stack gap={2}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {m.user.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {m.user.role ?? 'No role'}
                  </Text>
                  {roleGroupLabel(m.user.role ? [{ name: m.user.role }] : []) && (
                    <Badge size="xs" variant="light" w="fit-content">
                      {roleGroupLabel([{ name: m.user.role! }])}
                    </Badge>
                  )}
                  {editable && (
                    <Button variant="subtle" color="red" size="compact-xs" w="fit-content" px={0} disabled={busy} onClick={() => void unassign(m)} aria-label={`Unassign ${m.user.name}`}>
                      Unassign
                    </Button>
                  )}
                </Stack>
              </Paper>
            ))}
          </Box>
        )}
        {message && (
          <Alert color={message.color} variant="light" p="xs" role={message.color === 'red' ? 'alert' : 'status'} data-testid="team-message">
            {message.text}
          </Alert>
        )}
        {canEdit && !editable && team.status !== 'loading' && (
          <Text size="xs" c="dimmed">
            Team changes need a connection.
          </Text>
        )}
        {editable && (
          <Group align="flex-end" gap="xs">
            <Select
              label="Assign a team member"
              placeholder="Choose a person"
              data={candidates}
              value={choice}
              onChange={setChoice}
              searchable
              clearable
              nothingFoundMessage="Nobody found"
              description={brings.length ? `Also assigns ${brings.map((u) => `${u!.name} (${u!.role})`).join(' and ')} from the same bunch.` : undefined}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button onClick={() => void assign()} disabled={!choice} loading={busy}>
              Assign
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={confirmAll} onClose={() => setConfirmAll(false)} title={`Unassign everyone from ${client.name}?`} centered>
        <Stack>
          <Text size="sm">
            All {members.length} members will be taken off this client's team. You can assign them again afterwards.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmAll(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void unassignAll()} loading={busy}>
              Unassign all
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
