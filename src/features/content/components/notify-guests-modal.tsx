import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../data/http/transport-error';
import type { ContentSequence } from '../../../domain/content/content-types';
import { notifyGuests } from '../commands/notify-guests';

type Props = { sequence: ContentSequence; opened: boolean; onClose: () => void; onDone: (notified: readonly { name: string; email: string }[]) => void };

/** Choose which of the client's contacts to tell: each gets a notification and an email. */
export function NotifyGuestsModal({ sequence, opened, onClose, onDone }: Props) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const { notified } = await notifyGuests(sequence.id, chosen.map(Number), message);
      setChosen([]);
      setMessage('');
      onDone(notified);
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title="Notify the client" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        {sequence.clientGuests.length === 0 ? (
          <Text size="sm">{sequence.client.name} has no contacts who sign in.</Text>
        ) : (
          <Checkbox.Group label="Who should review it?" value={chosen} onChange={setChosen}>
            <Stack gap={6} mt={6}>
              {sequence.clientGuests.map((g) => (
                <Checkbox key={g.id} value={String(g.id)} label={`${g.name} (${g.email})`} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Textarea label="Message (optional)" value={message} onChange={(e) => setMessage(e.currentTarget.value)} maxLength={2000} autosize minRows={2} />
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void send()} loading={busy} disabled={!chosen.length}>
            Notify {chosen.length || ''}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
