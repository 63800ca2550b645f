import { Alert, Badge, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { editsWaitingWords } from '../../../domain/sync/sync-words';
import { can } from '../../../domain/access/permissions';
import type { Me } from '../../../domain/auth/me-schema';
import { clientStatusColor } from '../../../domain/clients/client-status';
import { PendingMark } from '../../../ui/pending-mark';
import { BunchesSection } from './bunches-section';
import { ClientFieldsForm } from './client-fields-form';
import { ContactForm } from './contact-form';
import { MeetingGoalsSection } from './meeting-goals-section';
import { TeamSection } from './team-section';
import { remoteStatus } from '../../../data/react/remote-status';
import { useClientBunches } from '../hooks/use-client-bunches';
import { useClient } from '../hooks/use-client';
import { useClientEdits } from '../hooks/use-client-edits';

type Props = { me: Me; clientId: number | null };

/**
 * /client/edit/{id}: the client's fields, goals, team, contact and task
 * tags. The client comes from the mirror (works offline); goals, team and
 * bunches are online. Without edit-clients the page is read-only.
 */
export function ClientEditPage({ me, clientId }: Props) {
  const client = useClient(clientId);
  const edits = useClientEdits(clientId);
  const bunches = useClientBunches(clientId);
  const bunchList = remoteStatus(bunches);
  const canEdit = can(me, 'edit-clients');

  if (clientId === null) {
    return (
      <Alert color="red" title="Not a client address" maw={640}>
        The address must end with the client's number, for example /client/edit/12.
      </Alert>
    );
  }
  if (client === undefined) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Reading the client…</Text>
      </Group>
    );
  }
  if (client === null) {
    return (
      <Alert color="gray" title="Client not found" maw={640}>
        Client {clientId} is not on this device. It may not exist, or your data is still downloading.
      </Alert>
    );
  }
  const problems = edits.filter((e) => e.status === 'failed' || e.status === 'conflict');

  return (
    <Stack gap="md" maw={1200}>
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {client.name}
        </Title>
        <Badge color={clientStatusColor(client.status)} variant="dot" size="lg">
          {client.status}
        </Badge>
        {client.mor !== null && (
          <Text size="sm" c="dimmed">
            Month {client.mor} of the relationship
          </Text>
        )}
        {edits.length > 0 && <PendingMark label={editsWaitingWords(edits.length, 'this client')} />}
      </Group>
      {!canEdit && (
        <Alert color="blue" variant="light" data-testid="read-only">
          You can view this client. Editing needs the Edit clients permission.
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          {problems.length === 1 ? 'An edit of this client was' : `${problems.length} edits of this client were`} not accepted: open the sync
          panel (top right) to retry, keep yours or take theirs.
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <ClientFieldsForm key={`fields-${client.id}`} client={client} canEdit={canEdit} />
            <ContactForm key={`contact-${client.id}`} client={client} canEdit={canEdit} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <MeetingGoalsSection key={`goals-${client.id}`} clientId={client.id} canEdit={canEdit} />
        </Grid.Col>
      </Grid>
      <TeamSection key={`team-${client.id}`} client={client} canEdit={canEdit} bunches={bunchList.status === 'ready' ? bunchList.data : []} />
      <BunchesSection bunches={bunchList} onChange={bunches.show} canManage={can(me, 'manage-teams')} />
    </Stack>
  );
}
