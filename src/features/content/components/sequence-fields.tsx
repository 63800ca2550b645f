import { Alert, Button, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../data/http/transport-error';
import type { ContentSequence } from '../../../domain/content/content-types';
import { renameSequence } from '../commands/rename-sequence';
import { updateSequence } from '../commands/update-sequence';
import { useCadences, useContentOwners, useOutreachSequences } from '../hooks/use-content-choices';
import { ConfirmAction, type Confirmable } from './confirm-action';

type Props = { sequence: ContentSequence; title: string; editor: boolean; editBlock: string | null; online: boolean; onChanged: () => void };

/** Title (queued, also offline), owner, Outreach link and cadence of a sequence. */
export function SequenceFields({ sequence, title, editor, editBlock, online, onChanged }: Props) {
  const owners = useContentOwners(editor);
  const outreach = useOutreachSequences(editor ? sequence.client.id : null);
  const cadences = useCadences(editor && editBlock === null);
  const [name, setName] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [action, setAction] = useState<Confirmable | null>(null);
  const change = async (body: Parameters<typeof updateSequence>[1]) => {
    setError(null);
    try {
      await updateSequence(sequence.id, body);
      onChanged();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const writable = editor && editBlock === null;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {writable ? (
          <TextInput
            label="Title"
            value={name}
            maxLength={200}
            onChange={(e) => setName(e.currentTarget.value)}
            onBlur={() => {
              if (name.trim() && name.trim() !== title) void renameSequence(sequence, name.trim());
            }}
          />
        ) : (
          <Text size="sm">
            <Text span c="dimmed">Client: </Text>
            {sequence.client.name}
          </Text>
        )}
        {editor ? (
          <Select
            label="Owner"
            data={(owners.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
            value={sequence.sapperOwner ? String(sequence.sapperOwner.id) : null}
            onChange={(v) => void change({ sapperOwnerId: v ? Number(v) : null })}
            disabled={!online}
            placeholder={sequence.sapperOwner?.name ?? 'No owner'}
            clearable
          />
        ) : (
          <Text size="sm">
            <Text span c="dimmed">Owner: </Text>
            {sequence.sapperOwner?.name ?? 'none'}
          </Text>
        )}
        {editor ? (
          <Select
            label="Outreach sequence"
            data={(outreach.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
            value={sequence.outreachSequence ? String(sequence.outreachSequence.id) : null}
            onChange={(v) => void change({ outreachSequenceId: v ? Number(v) : null })}
            disabled={!online || !writable}
            placeholder={sequence.outreachSequence?.name ?? 'Not linked'}
            clearable
          />
        ) : (
          <Text size="sm">
            <Text span c="dimmed">Outreach sequence: </Text>
            {sequence.outreachSequence?.name ?? 'not linked'}
          </Text>
        )}
        {writable ? (
          <Group align="end" gap="xs" wrap="nowrap">
            <Select
              label="Cadence"
              data={(cadences.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} — ${c.steps.length} steps` }))}
              value={sequence.cadence ? String(sequence.cadence.id) : null}
              placeholder="No cadence"
              disabled={!online}
              onChange={(v) => {
                const cadence = cadences.data?.find((c) => String(c.id) === v);
                if (!cadence) return;
                setAction({
                  title: 'Build from a cadence',
                  message: `Plan the steps from “${cadence.name}” (${cadence.steps.length} steps)? Steps without a template get an empty one; written templates are kept.`,
                  confirm: 'Build the steps',
                  run: async () => {
                    await updateSequence(sequence.id, { cadenceId: cadence.id });
                    onChanged();
                  },
                });
              }}
              style={{ flex: 1 }}
            />
            {sequence.cadence && (
              <Button variant="default" disabled={!online} onClick={() => setAction({ title: 'Build again', message: `Plan the steps again from “${sequence.cadence!.name}”?`, confirm: 'Build the steps', run: async () => { await updateSequence(sequence.id, { cadenceId: sequence.cadence!.id }); onChanged(); } })}>
                Rebuild
              </Button>
            )}
          </Group>
        ) : (
          <Text size="sm">
            <Text span c="dimmed">Cadence: </Text>
            {sequence.cadence?.name ?? 'none'}
          </Text>
        )}
      </SimpleGrid>
      {error && <Alert color="red" p="xs">{error}</Alert>}
      <ConfirmAction action={action} onClose={() => setAction(null)} />
    </>
  );
}
