import { Anchor, Group, Paper, Popover, Select, SimpleGrid, Stack, Text, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatCount } from '../../../domain/format/count-format';
import { profileStatusColors, type ProfileStatus } from '../../../domain/sequencer/profile-statuses';
import type { ProfileTeam } from '../../../domain/sequencer/profile-types';
import { StatusBadge } from '../../../ui/status-badge';

type Counts = { pending: number; active: number; failed: number } | null;

type Props = {
  client: { id: number; name: string };
  teamName: string | null;
  team: ProfileTeam | null;
  counts: Counts;
  range: { min: number; max: number };
  status: ProfileStatus;
  statuses: ProfileStatus[];
  /** Null: the status is read only here. */
  onStatus: ((status: ProfileStatus) => void) | null;
  name: React.ReactNode;
  actions: React.ReactNode;
};

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

function PastTeam({ team }: { team: ProfileTeam }) {
  if (!team.pastTeam.length) return null;
  return (
    <Popover width={280} position="bottom-start" withArrow>
      <Popover.Target>
        <Button variant="subtle" size="compact-sm">
          Past team ({team.pastTeam.length})
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4} data-testid="past-team">
          {team.pastTeam.map((m) => (
            <Text key={m.id} size="sm">
              {m.name}
              {m.role ? ` · ${m.role}` : ''}
            </Text>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Spec 2: name and status, client and team (with past team), the counts and the prospect range. */
export function ProfileHeader({ client, teamName, team, counts, range, status, statuses, onStatus, name, actions }: Props) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="profile-header">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          {name}
          <Group gap="xs">{actions}</Group>
        </Group>
        <Group gap="lg" wrap="wrap" align="flex-end">
          {onStatus ? (
            <Select
              label="Status"
              // The list comes from the server (spec 4); the profile's own status shows meanwhile.
              data={statuses.includes(status) ? statuses : [status, ...statuses]}
              value={status}
              onChange={(v) => v && onStatus(v as ProfileStatus)}
              allowDeselect={false}
              w={160}
              data-testid="status-select"
            />
          ) : (
            <Stack gap={2}>
              <Text size="xs" c="gray.7" fw={600} tt="uppercase">
                Status
              </Text>
              <StatusBadge color={profileStatusColors[status]} testId="profile-status">
                {status}
              </StatusBadge>
            </Stack>
          )}
          <Stack gap={2}>
            <Text size="xs" c="gray.7" fw={600} tt="uppercase">
              Client
            </Text>
            <Anchor renderRoot={(props) => <Link {...props} to="/client/overview/$id" params={{ id: String(client.id) }} />}>{client.name}</Anchor>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="gray.7" fw={600} tt="uppercase">
              Team
            </Text>
            <Group gap={4}>
              <Text data-testid="profile-team">{teamName ?? 'No team'}</Text>
              {team?.team && (
                <Text size="sm" c="gray.7">
                  ({team.team.members.length} {team.team.members.length === 1 ? 'member' : 'members'})
                </Text>
              )}
              {team && <PastTeam team={team} />}
            </Group>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-testid="profile-counts">
          <Figure label="Pending" value={counts ? formatCount(counts.pending) : '–'} testId="count-pending" />
          <Figure label="Active" value={counts ? formatCount(counts.active) : '–'} testId="count-active" />
          <Figure label="Failed" value={counts ? formatCount(counts.failed) : '–'} testId="count-failed" />
          <Figure label="Min prospects" value={formatCount(range.min)} testId="min-prospects" />
          <Figure label="Max prospects" value={formatCount(range.max)} testId="max-prospects" />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
