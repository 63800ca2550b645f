import { Alert, Button, Group, Progress, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../data/http/transport-error';
import { movesFrom, unmetCondition, type StatusMove, type TemplateState } from '../../../domain/content/content-status';
import type { ContentSequence } from '../../../domain/content/content-types';
import { outreachStateSummary } from '../../../domain/content/outreach-summary';
import { createSequence } from '../commands/create-sequence';
import { moveSequence } from '../commands/move-sequence';
import { syncSequence } from '../commands/sync-sequence';
import { updateSequence } from '../commands/update-sequence';
import { uploadSequence } from '../commands/upload-sequence';
import { ConfirmAction, type Confirmable } from './confirm-action';
import { NotifyGuestsModal } from './notify-guests-modal';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The editor's actions: move, upload, sync, share, notify, archive — each confirmed, each shown while it runs. */
type Props = { sequence: ContentSequence; templates: (TemplateState & { id: number; cadenceStep: number })[]; online: boolean; onChanged: () => void; onOpen: (id: number) => void };

export function SequenceActions({ sequence, templates, online, onChanged, onOpen }: Props) {
  // The table's conditions, checked here too: a move that would be refused says why instead.
  const reasons = [...movesFrom(sequence.status, 'move', 'editor'), ...movesFrom(sequence.status, 'upload', 'editor')]
    .map((m) => ({ m, reason: unmetCondition(m.needs, templates) }))
    .filter((x) => x.reason !== null);
  const blocked = (m: StatusMove) => reasons.some((x) => x.m === m);
  // The upload job sets the status when it finishes: a move meanwhile would be undone by it.
  const uploading = sequence.pending?.action === 'upload';
  // While a sync or upload runs its buttons wait, yet keep the focus the
  // confirmation hands back to them (a disabled button drops it to the page).
  const waiting = sequence.pending !== null;
  const waitingProps = waiting ? { 'data-disabled': true, 'aria-disabled': true } : {};
  const [action, setAction] = useState<Confirmable | null>(null);
  const [notifying, setNotifying] = useState(false);
  const [notified, setNotified] = useState<string | null>(null);
  const [shareError, setShareError] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const done = async (p: Promise<unknown>) => {
    await p;
    onChanged();
  };
  const move = (m: StatusMove) =>
    setAction({
      title: m.label,
      message: `Move “${sequence.title}” from ${m.from} to ${m.to}?${m.to === 'Draft' ? ' It can be edited again, and goes through review again.' : ''}`,
      confirm: m.label,
      run: () => done(moveSequence(sequence.id, m.to)),
    });
  const archive = () =>
    setAction({
      title: sequence.archived ? 'Unarchive' : 'Archive',
      message: sequence.archived ? `Bring “${sequence.title}” back to the list?` : `Archive “${sequence.title}”? It leaves the list (and the client's view) until it is unarchived.`,
      confirm: sequence.archived ? 'Unarchive' : 'Archive',
      color: sequence.archived ? undefined : 'red',
      run: () => done(updateSequence(sequence.id, { archived: !sequence.archived })),
    });
  const upload = movesFrom(sequence.status, 'upload', 'editor')[0];
  const share = async (shared: boolean) => {
    setSharing(true);
    setShareError(null);
    try {
      await done(updateSequence(sequence.id, { shareStatus: shared ? 'shared' : 'private' }));
    } catch (err) {
      setShareError(errorMessage(err));
    } finally {
      setSharing(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="sequence-actions">
      <Group gap="xs" wrap="wrap">
        {!sequence.archived &&
          movesFrom(sequence.status, 'move', 'editor').map((m) => (
            <Button key={m.to} size="sm" variant={m.to === 'Draft' ? 'default' : 'filled'} disabled={!online || blocked(m) || uploading} onClick={() => move(m)}>
              {m.label}
            </Button>
          ))}
        {upload && !sequence.archived && (
          <Button
            size="sm"
            variant="light"
            disabled={!online || blocked(upload)}
            {...waitingProps}
            onClick={() =>
              !waiting &&
              setAction({
                title: 'Upload to Outreach',
                message: sequence.outreachSequence
                  ? `Replace the steps of the Outreach sequence “${sequence.outreachSequence.name}” with these ${sequence.templatesCount} templates?`
                  : `Create an Outreach sequence for “${sequence.title}” with these ${sequence.templatesCount} templates?`,
                confirm: 'Upload',
                run: () => done(uploadSequence(sequence.id)),
              })
            }
          >
            {upload.label}
          </Button>
        )}
        {sequence.outreachSequence && (
          <Button
            size="sm"
            variant="light"
            disabled={!online}
            {...waitingProps}
            onClick={() =>
              !waiting &&
              setAction({
                title: 'Sync with Outreach',
                message: `Read “${sequence.outreachSequence!.name}” back from Outreach and show what differs?`,
                confirm: 'Sync',
                run: () => done(syncSequence(sequence.id)),
              })
            }
          >
            Sync
          </Button>
        )}
        <Button
          size="sm"
          variant="subtle"
          disabled={!online || sequence.shareStatus !== 'shared' || sequence.archived}
          onClick={() => {
            setNotified(null);
            setNotifying(true);
          }}
        >
          Notify the client
        </Button>
        <Button
          size="sm"
          variant="subtle"
          disabled={!online}
          onClick={() =>
            setAction({
              title: 'Clone',
              message: `Start a new Draft from “${sequence.title}”: its steps and the text of its templates, not their approvals.`,
              confirm: 'Clone',
              run: async () => onOpen((await createSequence({ clientId: sequence.client.id, title: `${sequence.title} (copy)`.slice(0, 200), cloneFrom: sequence.id })).id),
            })
          }
        >
          Clone
        </Button>
        <Button size="sm" variant="subtle" color={sequence.archived ? 'blue' : 'red'} disabled={!online} onClick={archive}>
          {sequence.archived ? 'Unarchive' : 'Archive'}
        </Button>
      </Group>
      {uploading && (
        <Text size="xs" c="dimmed" data-testid="moves-held">
          The status changes once the upload is done.
        </Text>
      )}
      {!sequence.archived && reasons.length > 0 && (
        <Text size="xs" c="dimmed" data-testid="move-reason">
          {reasons.map((x) => `${x.m.label}: ${x.reason}`).join(' ')}
        </Text>
      )}
      <Switch
        label="Shared with the client"
        description="The client's contacts see shared sequences and may approve and comment."
        checked={sequence.shareStatus === 'shared'}
        disabled={!online || sharing}
        onChange={(e) => void share(e.currentTarget.checked)}
      />
      {shareError && <Alert color="red" p="xs">{shareError}</Alert>}
      {notified && (
        <Alert color="green" p="xs" role="status" data-testid="notify-result" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotified(null)}>
          {notified}
        </Alert>
      )}
      {sequence.pending && (
        <Stack gap={4} data-testid="pending-action" role="status">
          <Text size="sm">
            {sequence.pending.action === 'upload' ? 'Uploading to Outreach' : 'Syncing with Outreach'}: asked {when(sequence.pending.since)}
            {sequence.pending.by ? ` by ${sequence.pending.by.name}` : ''}…
          </Text>
          <Progress value={100} animated striped aria-label={sequence.pending.action === 'upload' ? 'Upload under way' : 'Sync under way'} />
        </Stack>
      )}
      <Text size="xs" c="dimmed" data-testid="outreach-record">
        {sequence.lastUpload ? `Uploaded ${when(sequence.lastUpload.at)} by ${sequence.lastUpload.by?.name ?? 'someone'}. ` : 'Never uploaded. '}
        {sequence.lastSync ? `Synced ${when(sequence.lastSync.at)} by ${sequence.lastSync.by?.name ?? 'someone'}.` : ''}
        {sequence.outreachState && ` ${outreachStateSummary(sequence.outreachState, templates)}`}
      </Text>
      <ConfirmAction action={action} onClose={() => setAction(null)} />
      <NotifyGuestsModal
        sequence={sequence}
        opened={notifying}
        onClose={() => setNotifying(false)}
        onDone={(people) => {
          setNotified(`Notified ${people.map((p) => p.name).join(', ')}: each sees it on their Content page and gets an email.`);
          onChanged();
        }}
      />
    </Stack>
  );
}
