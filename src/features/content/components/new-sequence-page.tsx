import { Alert, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { isTransportError } from '../../../data/http/transport-error';
import { errorMessage } from '../../../data/http/transport-error';
import { useConnection } from '../../../data/react/use-connection';
import type { Me } from '../../../domain/auth/me-schema';
import { createSequence } from '../commands/create-sequence';
import { useCadences, useClientChoices, useContentOwners } from '../hooks/use-content-choices';

type Props = { me: Me; clientId?: number; onCreated: (id: number) => void };

/**
 * "New sequence": the form that starts one. Creating it needs a connection
 * (the server gives its id); once created the address becomes /content/{id}
 * and editing goes on there (spec 2).
 */
export function NewSequencePage({ me, clientId, onCreated }: Props) {
  const { options: clients, synced } = useClientChoices();
  const owners = useContentOwners(true);
  const cadences = useCadences(true);
  const online = useConnection();
  const [client, setClient] = useState<string | null>(clientId ? String(clientId) : null);
  const [title, setTitle] = useState('');
  const [owner, setOwner] = useState<string | null>(me.permissions.includes('edit-content') ? String(me.id) : null);
  const [cadence, setCadence] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!client) local.clientId = 'Choose a client.';
    if (!title.trim()) local.title = 'The title is required.';
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    setFailure(null);
    try {
      const seq = await createSequence({ clientId: Number(client), title: title.trim(), sapperOwnerId: owner ? Number(owner) : null, cadenceId: cadence ? Number(cadence) : null });
      onCreated(seq.id);
    } catch (err) {
      const fields = isTransportError(err) ? (err.data as { fields?: Record<string, string> } | undefined)?.fields : undefined;
      if (fields) setErrors(fields);
      setFailure(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
    <Stack maw={560}>
      <Title order={1} size="h2">
        New content sequence
      </Title>
      {!online && (
        <Alert color="gray" title="Offline">
          Creating a sequence needs a connection: the server gives it its number. Sequences you opened before can still be read and edited offline.
        </Alert>
      )}
      <Select
        label="Client"
        // Until the first sync ends the list is still arriving: said, not shown as empty.
        description={synced === false ? 'Your clients are still being copied to this device; the list fills as they arrive.' : undefined}
        placeholder={synced === false && !clients.length ? 'Loading your clients…' : 'Choose a client'}
        nothingFoundMessage={synced === false ? 'Your clients are still arriving…' : 'No client by that name'}
        data={clients}
        value={client}
        onChange={setClient}
        searchable
        required
        error={errors.clientId}
      />
      <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={200} required error={errors.title} />
      <Select
        label="Owner"
        description="Content owners are the users who may edit content."
        data={(owners.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
        value={owner}
        onChange={setOwner}
        clearable
        error={errors.sapperOwnerId}
      />
      <Select
        label="Build from a cadence"
        description="Creates the steps and an empty template for each."
        placeholder="No cadence yet"
        data={(cadences.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} — ${c.steps.length} steps` }))}
        value={cadence}
        onChange={setCadence}
        clearable
        error={errors.cadenceId}
      />
      {failure && !Object.keys(errors).length && <Alert color="red">{failure}</Alert>}
      <Group>
        <Button type="submit" loading={busy} disabled={!online}>
          Create and start editing
        </Button>
      </Group>
    </Stack>
    </form>
  );
}
