import { Alert, Badge, Button, CloseButton, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { bunchSchema, type BunchInput } from '../../../domain/teams/team-member-schema';
import type { Bunch } from '../../../domain/teams/team-member-types';
import { roleGroupLabel } from '../../../domain/teams/psm-assignment';
import { useConnection } from '../../../data/react/use-connection';
import { addBunchMember } from '../commands/add-bunch-member';
import { createBunch } from '../commands/create-bunch';
import { removeBunchMember } from '../commands/remove-bunch-member';
import { useBunches } from '../hooks/use-bunches';
import { useLookupItems } from '../../../data/react/use-lookup-items';
import { RemoteNotice } from '../../../ui/remote-notice';
import { ConnectionNotice } from './admin-notices';
import { fieldErrorsOf, writeFailure } from './form-errors';

/** Spec 6: the PSM and campaign strategist a bunch pairs (assigning the PSM to a client brings the strategist). */
function pairing(bunch: Bunch, roleNamesOf: (userId: number) => { name: string }[]): string | null {
  const of = (label: string) => bunch.members.filter((m) => roleGroupLabel(roleNamesOf(m.user.id)) === label).map((m) => m.user.name);
  const psms = of('PSM');
  const strategists = of('Strategist');
  if (!psms.length || !strategists.length) return null;
  return `${psms.join(' and ')} go${psms.length === 1 ? 'es' : ''} with ${strategists.join(' and ')}`;
}

/** Bunches over GET/POST /api/bunch, POST /api/bunch/member and DELETE /api/bunch/member/{id}. */
export function BunchesPage() {
  const online = useConnection();
  const [epoch, setEpoch] = useState(0);
  const bunches = useBunches(epoch);
  const users = useLookupItems('users') ?? [];
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [adding, setAdding] = useState<Record<number, string | null>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rolesOf = (id: number) => users.find((u) => u.id === id)?.roles ?? [];

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      setEpoch((e) => e + 1);
    } catch (e) {
      setError(writeFailure(e).message);
    } finally {
      setBusy(false);
    }
  }

  function create() {
    const checked = fieldErrorsOf(bunchSchema, { name });
    setNameError(checked.errors?.name);
    if (!checked.output) return;
    const input: BunchInput = checked.output;
    void run(async () => {
      await createBunch(input.name);
      setName('');
    });
  }

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Bunches
      </Title>
      <Text size="sm" c="dimmed">
        A bunch pairs a PSM with a campaign strategist: assigning the PSM to a client also assigns the strategist of their bunch.
      </Text>
      <ConnectionNotice />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <RemoteNotice remote={bunches} what="bunches" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {(bunches.data ?? []).map((bunch) => {
          const pair = pairing(bunch, rolesOf);
          return (
            <Paper key={bunch.id} withBorder p="sm" radius="md" component="article" aria-label={bunch.name} data-testid="bunch">
              <Stack gap="xs">
                <Text fw={600} component="h3" m={0} size="sm">
                  {bunch.name}
                </Text>
                <Text size="xs" c={pair ? 'dark.7' : 'dimmed'}>
                  {pair ?? 'No PSM and strategist pair yet.'}
                </Text>
                <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {bunch.members.map((m) => (
                    <Group key={m.id} component="li" justify="space-between" wrap="nowrap" gap={4}>
                      <Text size="sm">
                        {m.user.name}{' '}
                        <Badge size="xs" variant="light" c="dark.9" component="span">
                          {m.user.role ?? 'no role'}
                        </Badge>
                      </Text>
                      <CloseButton size="sm" aria-label={`Remove ${m.user.name} from ${bunch.name}`} disabled={!online || busy} onClick={() => void run(() => removeBunchMember(m.id))} />
                    </Group>
                  ))}
                </Stack>
                <Group gap={4} align="flex-end" wrap="nowrap">
                  <Select
                    aria-label={`Add a member to ${bunch.name}`}
                    placeholder="Add a member"
                    size="xs"
                    searchable
                    style={{ flex: 1 }}
                    data={users.filter((u) => u.active && !bunch.members.some((m) => m.user.id === u.id)).map((u) => ({ value: String(u.id), label: `${u.name} (${u.role ?? 'no role'})` }))}
                    value={adding[bunch.id] ?? null}
                    onChange={(v) => setAdding((a) => ({ ...a, [bunch.id]: v }))}
                  />
                  <Button
                    size="xs"
                    variant="light"
                    disabled={!online || busy || !adding[bunch.id]}
                    onClick={() =>
                      void run(async () => {
                        await addBunchMember(bunch.id, Number(adding[bunch.id]));
                        setAdding((a) => ({ ...a, [bunch.id]: null }));
                      })
                    }
                  >
                    Add
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      <form
        noValidate
        aria-label="New bunch"
        onSubmit={(e) => {
          e.preventDefault();
          create();
        }}
      >
        <Group align="flex-start" gap="xs">
          <TextInput label="New bunch" placeholder="Bunch name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={nameError} w={280} />
          <Button type="submit" variant="light" mt={25} disabled={!online || busy}>
            Create bunch
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
