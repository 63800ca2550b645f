import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, isTransportError } from '../../../data/http/transport-error';
import { useConnection } from '../../../data/react/use-connection';
import { criteriaFields } from '../../../domain/sequencer/profile-criteria';
import { defaultProfileName } from '../../../domain/sequencer/default-profile-name';
import { profileProspectRange } from '../../../domain/sequencer/profile-size';
import type { ProfileStatus } from '../../../domain/sequencer/profile-statuses';
import { createProfile } from '../commands/create-profile';
import { useClientOutreach } from '../hooks/use-client-outreach';
import { useMirroredClient } from '../hooks/use-mirrored-clients';
import { useProfileStatuses } from '../hooks/use-profile-list';
import { blankForm, useProfileForm } from '../hooks/use-profile-form';
import { useProfileTeam } from '../hooks/use-profile-team';
import { useSequencerLookups } from '../hooks/use-sequencer-lookups';
import { ArmorAlert } from './armor-alert';
import { ClientPicker } from './client-picker';
import { ProfileEditor } from './profile-editor';
import { ProfileHeader } from './profile-header';

type Props = {
  clientId: number | null;
  onClientChange: (id: number | null) => void;
  onCreated: (id: number) => void;
  onCancel: () => void;
  bookButton: React.ReactNode;
};

/** /sequencer/profile/new?client={id}: create mode. Saving needs a connection; then the page becomes the profile's, in view mode. */
export function ProfileCreate({ clientId, onClientChange, onCreated, onCancel, bookButton }: Props) {
  const client = useMirroredClient(clientId);
  if (clientId === null || client === null) {
    return (
      <Stack gap="sm" maw={480}>
        <Text>{clientId === null ? 'Choose the client of the new profile.' : 'That client is not on this device. Choose another.'}</Text>
        <ClientPicker value={null} onChange={onClientChange} />
      </Stack>
    );
  }
  if (client === undefined) return null;
  return <CreateForm key={client.id} client={client} onCreated={onCreated} onCancel={onCancel} bookButton={bookButton} />;
}

function CreateForm({ client, onCreated, onCancel, bookButton }: Omit<Props, 'clientId' | 'onClientChange'> & { client: { id: number; name: string; team: { id: number; name: string } | null } }) {
  const online = useConnection();
  const formApi = useProfileForm(blankForm(defaultProfileName(client.name)));
  const { form, dispatch } = formApi;
  const lookups = useSequencerLookups(client.id);
  const outreach = useClientOutreach(client.id);
  const statuses = useProfileStatuses();
  const team = useProfileTeam(client.team?.id ?? null, client.id, null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const criteria = Object.fromEntries(criteriaFields.map((f) => [f, form.criteria[f]]));
      const id = await createProfile({
        client: client.id,
        name: form.name.trim(),
        status: form.status,
        outreachDetails: form.pairs,
        sfdcProjectId: form.sfdcProjectId.trim() || null,
        ...criteria,
      });
      onCreated(id);
    } catch (e) {
      const body = isTransportError(e) ? (e.data as { fields?: Record<string, string> } | null) : null;
      setError({ message: errorMessage(e), fields: body?.fields ?? {} });
      setBusy(false);
    }
  };
  const name = (
    <TextInput label="Profile name" value={form.name} onChange={(e) => dispatch({ type: 'name', name: e.currentTarget.value })} maxLength={200} w={360} error={error?.fields.name} />
  );
  return (
    <Stack gap="md">
      <ArmorAlert notice={form.armorNotice} />
      <ProfileHeader
        client={client}
        teamName={client.team?.name ?? null}
        team={team}
        counts={null}
        range={profileProspectRange(form.pairs.length)}
        status={form.status}
        statuses={statuses}
        onStatus={(status: ProfileStatus) => dispatch({ type: 'status', status })}
        name={name}
        actions={
          <>
            {bookButton}
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button onClick={() => void save()} loading={busy} disabled={!online || !form.name.trim()}>
              Save profile
            </Button>
          </>
        }
      />
      {!online && (
        <Alert color="gray" variant="light" title="Offline">
          Creating a profile needs a connection: the server checks it against the Sequence Armor. Your choices stay on this page until you are back online.
        </Alert>
      )}
      {error && (
        <Alert color="red" title="The profile was not saved" role="alert">
          <Text size="sm">{error.message}</Text>
          {Object.entries(error.fields).map(([field, message]) => (
            <Text key={field} size="sm">
              {field}: {message}
            </Text>
          ))}
        </Alert>
      )}
      <ProfileEditor formApi={formApi} lookups={lookups} sequences={outreach.sequences} mailboxes={outreach.mailboxes} editable profileId={null} />
    </Stack>
  );
}
