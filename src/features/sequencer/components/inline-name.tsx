import { ActionIcon, Button, Group, TextInput, Title } from '@mantine/core';
import { useState } from 'react';

type Props = {
  name: string;
  /** Null: read only. */
  onSave: ((name: string) => Promise<void>) | null;
};

/** Spec 2: the profile's name, editable inline by those who may edit. */
export function InlineName({ name, onSave }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (editing === null) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Title order={1} size="h2" data-testid="profile-name">
          {name}
        </Title>
        {onSave && (
          <ActionIcon variant="subtle" onClick={() => setEditing(name)} aria-label="Rename the profile">
            ✎
          </ActionIcon>
        )}
      </Group>
    );
  }
  const save = async () => {
    setBusy(true);
    try {
      await onSave!(editing.trim());
      setEditing(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs" align="flex-end">
      <TextInput label="Profile name" value={editing} onChange={(e) => setEditing(e.currentTarget.value)} maxLength={200} w={360} />
      <Button onClick={() => void save()} loading={busy} disabled={!editing.trim()}>
        Save name
      </Button>
      <Button variant="default" onClick={() => setEditing(null)}>
        Cancel
      </Button>
    </Group>
  );
}
