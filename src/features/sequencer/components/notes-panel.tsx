import { Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../data/http/transport-error';
import { useRemote } from '../../../data/react/use-remote';
import { formatShortMoment } from '../../../domain/time/short-dates';
import type { ProfileNote } from '../../../domain/sequencer/profile-types';
import { listProfileNotes } from '../../../domain/sequencer/sequence-profile-endpoints';
import { EditMark } from '../../../ui/edit-mark';
import { addNote } from '../commands/add-note';
import { deleteNote } from '../commands/delete-note';
import { editNote } from '../commands/edit-note';
import { useQueuedNotes } from '../hooks/use-queued-notes';

type Props = {
  profile: { id: number; name: string };
  me: { id: number; isSuperAdmin: boolean };
  canEdit: boolean;
  online: boolean;
};

/** Notes: added online or offline (queued, sent once), edited and deleted (with a confirmation) online. */
export function NotesPanel({ profile, me, canEdit, online }: Props) {
  const queued = useQueuedNotes(profile.id);
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  const [deleting, setDeleting] = useState<ProfileNote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [epoch, setEpoch] = useState(0);
  // A queued note that reached the server leaves the outbox: read the list again.
  const notes = useRemote(listProfileNotes, { params: { id: profile.id } }, `${queued.length}:${epoch}`);
  const list = notes.data ?? [];
  const mine = (n: ProfileNote) => canEdit && (n.user?.id === me.id || me.isSuperAdmin);
  const run = (work: () => Promise<unknown>) => {
    setError(null);
    void work().then(
      () => setEpoch((e) => e + 1),
      (e: unknown) => setError(errorMessage(e)),
    );
  };
  return (
    <Stack gap="sm" data-testid="notes">
      {canEdit && (
        <Stack gap="xs">
          <Textarea label="New note" rows={3} resize="vertical" maxLength={10_000} value={text} onChange={(e) => setText(e.currentTarget.value)} />
          <Group justify="space-between">
            <Text size="sm" c="gray.7">
              {online ? '' : 'Offline: the note is kept on this device and sent when you are back online.'}
            </Text>
            <Button
              disabled={!text.trim()}
              onClick={() =>
                run(async () => {
                  await addNote(profile, text.trim());
                  setText('');
                })
              }
            >
              Add note
            </Button>
          </Group>
        </Stack>
      )}
      {queued.map((q) => (
        <Paper key={q.id} withBorder p="sm" data-testid="queued-note">
          <Group justify="space-between" wrap="nowrap">
            <Text style={{ whiteSpace: 'pre-wrap' }}>{q.notes}</Text>
            <EditMark edits={[q]} />
          </Group>
        </Paper>
      ))}
      {list.map((n) => (
        <Paper key={n.id} withBorder p="sm" data-testid="note" data-note-id={n.id}>
          {editing?.id === n.id ? (
            <Stack gap="xs">
              <Textarea label="Edit the note" autosize minRows={2} maxLength={10_000} value={editing.text} onChange={(e) => setEditing({ id: n.id, text: e.currentTarget.value })} />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setEditing(null)}>
                  Cancel
                </Button>
                <Button disabled={!editing.text.trim() || !online} onClick={() => run(async () => (await editNote(n.id, editing.text.trim()), setEditing(null)))}>
                  Save note
                </Button>
              </Group>
            </Stack>
          ) : (
            <Stack gap={4}>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{n.notes}</Text>
              <Group justify="space-between">
                <Text size="xs" c="gray.7">
                  {n.user?.name ?? 'Someone'} · {formatShortMoment(n.createdAt)}
                  {n.updatedAt !== n.createdAt ? ' (edited)' : ''}
                </Text>
                {mine(n) && (
                  <Group gap={4}>
                    <Button size="compact-xs" variant="subtle" disabled={!online} onClick={() => setEditing({ id: n.id, text: n.notes })}>
                      Edit
                    </Button>
                    <Button size="compact-xs" variant="subtle" color="red" disabled={!online} onClick={() => setDeleting(n)}>
                      Delete
                    </Button>
                  </Group>
                )}
              </Group>
            </Stack>
          )}
        </Paper>
      ))}
      {!list.length && !queued.length && (
        <Text size="sm" c="gray.7">
          {notes.error && !notes.data ? (notes.offline ? 'The notes need a connection the first time.' : notes.error) : 'No notes yet.'}
        </Text>
      )}
      {canEdit && !online && list.length > 0 && (
        <Text size="xs" c="gray.7">
          Editing and deleting notes need a connection.
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {deleting && (
        <Modal opened onClose={() => setDeleting(null)} title="Delete the note?" closeButtonProps={{ 'aria-label': 'Keep the note' }}>
          <Stack gap="sm">
            <Text style={{ whiteSpace: 'pre-wrap' }}>{deleting.notes}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button color="red" onClick={() => run(async () => (await deleteNote(deleting.id), setDeleting(null)))}>
                Delete note
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
