import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../data/http/transport-error';

type Props = { sourceName: string; onClone: (name: string) => Promise<void>; onClose: () => void };

/** Spec 2: the clone modal: a name, then the clone starts as Draft (spec 4). Mounted while open. */
export function CloneModal({ sourceName, onClone, onClose }: Props) {
  const [name, setName] = useState(`${sourceName} (copy)`);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const clone = async () => {
    setBusy(true);
    setError(null);
    try {
      await onClone(name.trim());
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Clone the profile" closeButtonProps={{ 'aria-label': 'Close without cloning' }}>
      <Stack gap="sm">
        <Text size="sm">The clone keeps the outreach pairs and the criteria, and starts as a Draft.</Text>
        <TextInput label="Name of the clone" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={200} error={error} data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void clone()} loading={busy} disabled={!name.trim()}>
            Clone
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
