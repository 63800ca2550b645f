import { Alert, Badge, Button, CloseButton, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { RemoteStatus } from '../../../data/react/remote-status';
import { useConnection } from '../../../data/react/use-connection';
import type { Bunch } from '../../../domain/teams/team-member-types';
import { addBunchMember } from '../commands/add-bunch-member';
import { createBunch } from '../commands/create-bunch';
import { removeBunchMember } from '../commands/remove-bunch-member';
import { useLookupItems } from '../../../data/react/use-lookup-items';

type Props = { bunches: RemoteStatus<Bunch[]>; onChange: (bunches: Bunch[]) => void; canManage: boolean };

/**
 * Bunches pair a PSM with a campaign strategist (spec 6): GET/POST
 * /api/bunch, POST /api/bunch/member, DELETE /api/bunch/member/{id}.
 * Shaping them needs manage-teams.
 */
export function BunchesSection({ bunches, onChange, canManage }: Props) {
  const users = useLookupItems('users') ?? [];
  const online = useConnection();
  const [name, setName] = useState('');
  const [adding, setAdding] = useState<Record<number, string | null>>({});
  const [busy, setBusy] = useState(false);
  const list = bunches.status === 'ready' ? bunches.data : [];
  const editable = canManage && online && bunches.status === 'ready' && !bunches.fromCache;
  const replace = (bunch: Bunch) => onChange(list.some((b) => b.id === bunch.id) ? list.map((b) => (b.id === bunch.id ? bunch : b)) : [...list, bunch]);

  /** Spec 8: a refused call is told by the app's notifier and answers false; the list keeps what it had. */
  async function run(call: () => Promise<Bunch | false>, after?: () => void) {
    setBusy(true);
    try {
      const bunch = await call();
      if (bunch === false) return;
      replace(bunch);
      after?.();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="bunches-title">
      <Stack gap="sm">
        <Text id="bunches-title" component="h2" fw={600} m={0}>
          Bunches
        </Text>
        <Text size="sm" c="dimmed">
          Assigning a PSM to a client also assigns the campaign strategist of the same bunch.
        </Text>
        {bunches.status === 'loading' && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">Loading bunches…</Text>
          </Group>
        )}
        {bunches.status === 'unavailable' && (
          <Alert color="gray" variant="light" p="xs">
            Bunches are unavailable offline on this device.
          </Alert>
        )}
        {bunches.status === 'error' && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {bunches.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {list.map((bunch) => (
            <Paper key={bunch.id} withBorder p="xs" radius="sm" component="article" aria-label={bunch.name} data-testid="bunch">
              <Stack gap={6}>
                <Text size="sm" fw={600} component="h3" m={0}>
                  {bunch.name}
                </Text>
                {bunch.members.length === 0 && (
                  <Text size="xs" c="dimmed">
                    No members yet.
                  </Text>
                )}
                <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {bunch.members.map((m) => (
                    <Group key={m.id} component="li" gap={4} wrap="nowrap" justify="space-between">
                      <Text size="xs">
                        {m.user.name}{' '}
                        <Badge size="xs" variant="light" component="span">
                          {m.user.role ?? 'no role'}
                        </Badge>
                      </Text>
                      {editable && (
                        <CloseButton
                          size="sm"
                          aria-label={`Remove ${m.user.name} from ${bunch.name}`}
                          disabled={busy}
                          onClick={() => void run(() => removeBunchMember(m.id))}
                        />
                      )}
                    </Group>
                  ))}
                </Stack>
                {editable && (
                  <Group gap={4} align="flex-end" wrap="nowrap">
                    <Select
                      aria-label={`Add a member to ${bunch.name}`}
                      placeholder="Add a member"
                      size="xs"
                      data={users
                        .filter((u) => u.active && !bunch.members.some((m) => m.user.id === u.id))
                        .map((u) => ({ value: String(u.id), label: `${u.name} (${u.role ?? 'no role'})` }))}
                      value={adding[bunch.id] ?? null}
                      onChange={(v) => setAdding((a) => ({ ...a, [bunch.id]: v }))}
                      searchable
                      style={{ flex: 1 }}
                    />
                    <Button
                      size="xs"
                      variant="light"
                      disabled={!adding[bunch.id] || busy}
                      onClick={() =>
                        void run(
                          () => addBunchMember(bunch.id, Number(adding[bunch.id])),
                          () => setAdding((a) => ({ ...a, [bunch.id]: null })),
                        )
                      }
                    >
                      Add
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        {editable && (
          <Group gap="xs" align="flex-end">
            <TextInput label="New bunch" placeholder="Bunch name" value={name} onChange={(e) => setName(e.currentTarget.value)} style={{ flex: 1, maxWidth: 320 }} />
            <Button
              variant="light"
              disabled={!name.trim() || busy}
              onClick={() =>
                void run(
                  () => createBunch(name.trim()),
                  () => setName(''),
                )
              }
            >
              Create bunch
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
