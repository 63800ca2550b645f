import { Alert, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Me } from '../../../domain/auth/me-schema';
import { teamCreateSchema, teamPatchSchema, type TeamDetail } from '../../../domain/teams/team-schema';
import { teamAccess } from '../../../domain/users/admin-guards';
import { useConnection } from '../../../data/react/use-connection';
import { useLookupItems } from '../../../data/react/use-lookup-items';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { createTeam } from '../commands/create-team';
import { updateTeam } from '../commands/update-team';
import { useTeam } from '../hooks/use-teams';
import { fieldErrorsOf, writeFailure, type FieldErrors } from './form-errors';
import { SlackTest } from './slack-test';
import { emptyTeamForm, teamBodyOf, TeamForm, type TeamFormValues } from './team-form';

type TeamBody = ReturnType<typeof teamBodyOf>;

/** `teamId` 'new' adds a team; a number edits it; null: closed. */
type Props = { teamId: number | 'new' | null; me: Me; onClose: () => void; onSaved: () => void };

const valuesOf = (t: TeamDetail): TeamFormValues => ({
  name: t.name,
  department: t.department ? String(t.department.id) : null,
  teamLead: t.teamLead ? String(t.teamLead.id) : null,
  slackWebhookUrl: t.slackWebhookUrl ?? '',
});

export function TeamDrawer({ teamId, me, onClose, onSaved }: Props) {
  const online = useConnection();
  const [epoch, setEpoch] = useState(0);
  const editing = typeof teamId === 'number' ? teamId : null;
  const remote = useTeam(editing, epoch);
  const team = remote.data && remote.data.id === editing ? remote.data : undefined;
  const [values, setValues] = useState<TeamFormValues>(emptyTeamForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ text: string; color: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Leading a team is a right (decision 0025): changing or removing a lead asks first (issue 22).
  const [confirmLead, setConfirmLead] = useState<{ body: TeamBody; to: string | null } | null>(null);
  const users = useLookupItems('users');
  const access = team ? teamAccess(me, { teamLeadId: team.teamLead?.id ?? null }) : 'manage';

  // The form starts again for each team and version read (React: state from a previous render).
  const formKey = `${String(teamId)} ${team?.version ?? ''}`;
  const [shownKey, setShownKey] = useState<string | null>(null);
  if (formKey !== shownKey) {
    setShownKey(formKey);
    setValues(team ? valuesOf(team) : emptyTeamForm);
    setErrors({});
  }
  useEffect(() => setMessage(null), [teamId]);

  function save() {
    setMessage(null);
    const body = teamBodyOf(values);
    const checked = fieldErrorsOf(team ? teamPatchSchema : teamCreateSchema, body);
    setErrors(checked.errors ?? {});
    if (!checked.output) return;
    if (team?.teamLead && access === 'manage' && body.teamLead !== team.teamLead.id) {
      const to = body.teamLead === null ? null : (users?.find((u) => u.id === body.teamLead)?.name ?? 'another user');
      setConfirmLead({ body, to });
      return;
    }
    void send(body);
  }

  async function send(body: TeamBody) {
    setConfirmLead(null);
    setBusy(true);
    try {
      if (team) {
        // A lead sends what they may change; the lead field stays as it is.
        const { teamLead: _lead, ...details } = body;
        await updateTeam(team.id, team.version, access === 'manage' ? body : details);
        setMessage({ text: 'Saved.', color: 'green' });
        setEpoch((e) => e + 1);
      } else {
        await createTeam(body);
        onClose();
      }
      onSaved();
    } catch (e) {
      const failure = writeFailure(e);
      setErrors(failure.fields);
      setMessage({
        color: failure.status === 412 ? 'yellow' : 'red',
        text: failure.status === 412 ? 'Someone else changed this team since you opened it. Close and open it again to see their change.' : failure.message,
      });
    } finally {
      setBusy(false);
    }
  }

  const title = teamId === 'new' ? 'Add a team' : team ? `Edit ${team.name}` : 'Edit team';
  return (
    <Drawer opened={teamId !== null} onClose={onClose} position="right" size="md" title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      {editing !== null && !team ? (
        <Text size="sm" role="status">
          {remote.error ?? 'Loading…'}
        </Text>
      ) : (
        <Stack gap="md">
          {!online && (
            <Alert color="orange" variant="light" role="status">
              You are offline: changes to teams need a connection.
            </Alert>
          )}
          {message && (
            <Alert color={message.color} variant="light" role={message.color === 'green' ? 'status' : 'alert'}>
              {message.text}
            </Alert>
          )}
          <form
            noValidate
            aria-label={title}
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <Stack gap="md">
              <TeamForm values={values} onChange={setValues} errors={errors} leadLocked={access === 'lead'} disabled={busy || team?.archived} />
              <Group justify="flex-end">
                <Button type="submit" loading={busy} disabled={!online || team?.archived}>
                  {team ? 'Save changes' : 'Add team'}
                </Button>
              </Group>
            </Stack>
          </form>
          {team && !team.archived && (
            <>
              <Divider />
              <SlackTest teamId={team.id} hasWebhook={team.slackWebhookUrl !== null} />
            </>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={confirmLead !== null}
        title={confirmLead?.to ? 'Change the team lead?' : 'Remove the team lead?'}
        confirmLabel={confirmLead?.to ? 'Change and save' : 'Remove and save'}
        busy={busy}
        onCancel={() => setConfirmLead(null)}
        onConfirm={() => confirmLead && void send(confirmLead.body)}
      >
        {confirmLead?.to
          ? `${team?.teamLead?.name ?? 'The current lead'} will no longer lead ${team?.name ?? 'this team'}; ${confirmLead.to} will.`
          : `${team?.teamLead?.name ?? 'The current lead'} will no longer lead ${team?.name ?? 'this team'}, and the team will have no lead.`}
      </ConfirmDialog>
    </Drawer>
  );
}
