import { Alert, Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, TransportError } from '../../../data/http/transport-error';
import { addSmartleadInstance } from '../commands/add-smartlead-instance';

/** A new Smartlead instance: its name and API key (sent once, over a connection). */
export function AddSmartleadModal({ opened, onClose, onAdded }: { opened: boolean; onClose: () => void; onAdded: () => void }) {
  const [name, setName] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setName('');
    setApiKey('');
    setFields({});
    setFailure(null);
    onClose();
  };
  const save = async () => {
    setSaving(true);
    setFailure(null);
    setFields({});
    try {
      await addSmartleadInstance(name, apiKey);
      onAdded();
      close();
    } catch (e) {
      const f = e instanceof TransportError ? ((e.data as { fields?: Record<string, string> } | undefined)?.fields ?? {}) : {};
      setFields(f);
      setFailure(Object.keys(f).length ? null : errorMessage(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title="Add a Smartlead instance" closeButtonProps={{ 'aria-label': 'Close without adding' }}>
      <Stack>
        <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={fields.name} required maxLength={200} />
        <PasswordInput label="API key" description="Stored on the server; shown afterwards as its last four characters only." value={apiKey} onChange={(e) => setApiKey(e.currentTarget.value)} error={fields.apiKey} required maxLength={200} />
        {failure && <Alert color="red">{failure}</Alert>}
        <Alert color="gray">Adding an instance needs a connection.</Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            Add instance
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
