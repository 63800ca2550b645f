import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../data/http/transport-error';

export type Confirmable = { title: string; message: string; confirm: string; color?: string; run: () => Promise<unknown> };

/** Asks before an action, shows it running, and says why it failed (these calls need a connection). */
export function ConfirmAction({ action, onClose }: { action: Confirmable | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const go = async () => {
    if (!action) return;
    setBusy(true);
    setError(null);
    try {
      await action.run();
      setBusy(false);
      onClose();
    } catch (err) {
      setBusy(false);
      setError(errorMessage(err));
    }
  };
  return (
    <Modal opened={action !== null} onClose={close} title={action?.title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <Text size="sm">{action?.message}</Text>
        <Text size="xs" c="dimmed">
          This needs a connection.
        </Text>
        {error && (
          <Alert color="red" p="xs" data-testid="action-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button color={action?.color} loading={busy} onClick={() => void go()} data-testid="confirm-action">
            {action?.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
