import { Alert, Badge, Button, Divider, Drawer, Group, List, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { permissionNames, type Permission } from '../../../domain/access/permissions';
import type { Me } from '../../../domain/auth/me-schema';
import { userPatchSchema, type AdminUser, type UserPatchInput } from '../../../domain/users/user-schema';
import { useConnection } from '../../../data/react/use-connection';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { updateUser } from '../commands/update-user';
import { useAdminUser } from '../hooks/use-admin-user';
import { fieldErrorsOf, writeFailure, type FieldErrors } from './form-errors';
import { UserAccessActions } from './user-access-actions';
import { userBodyOf, UserFields, type UserFormValues } from './user-fields';

type Props = { userId: number | null; me: Me; onClose: () => void; onChanged: () => void };

const valuesOf = (u: AdminUser): UserFormValues => ({
  name: u.name,
  email: u.email,
  roles: u.roles.map((r) => r.slug),
  permissions: u.directPermissions,
  teamIds: u.teamIds.map(String),
  startingCapacity: u.startingCapacity ?? '',
});

/** What the edit changes, field by field (only those sent). */
type Draft = { name?: string; roles?: string[]; permissions?: string[]; teamIds?: number[]; startingCapacity?: number | null };

function patchOf(user: AdminUser, values: UserFormValues): Draft {
  const body = userBodyOf(values);
  const sorted = (xs: readonly (string | number)[]) => JSON.stringify([...xs].sort((x, y) => String(x).localeCompare(String(y))));
  const same = (a: readonly (string | number)[], b: readonly (string | number)[]) => sorted(a) === sorted(b);
  const patch: Draft = {};
  if (body.name !== user.name) patch.name = body.name;
  if (!same(body.roles, user.roles.map((r) => r.slug))) patch.roles = body.roles;
  if (!same(body.permissions, user.directPermissions)) patch.permissions = body.permissions;
  if (!same(body.teamIds, user.teamIds)) patch.teamIds = body.teamIds;
  if (body.startingCapacity !== user.startingCapacity) patch.startingCapacity = body.startingCapacity;
  return patch;
}

/** The rights an edit takes away, in words: these ask for a confirmation (issue 22). */
function removedRights(user: AdminUser, patch: Draft): string[] {
  const roles = patch.roles ? user.roles.filter((r) => !patch.roles!.includes(r.slug)).map((r) => `the ${r.name} role`) : [];
  const perms = patch.permissions
    ? user.directPermissions.filter((p) => !patch.permissions!.includes(p)).map((p) => `the permission ${permissionNames[p as Permission] ?? p}`)
    : [];
  return [...roles, ...perms];
}

export function UserDrawer({ userId, me, onClose, onChanged }: Props) {
  const online = useConnection();
  const [epoch, setEpoch] = useState(0);
  const remote = useAdminUser(userId, epoch);
  const user = remote.data && remote.data.id === userId ? remote.data : undefined;
  const [values, setValues] = useState<UserFormValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ text: string; stale?: boolean } | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<{ patch: UserPatchInput; removed: string[] } | null>(null);

  // The form starts again for each user and version read (React: state from a previous render).
  const formKey = user ? `${user.id} ${user.version}` : null;
  const [shownKey, setShownKey] = useState<string | null>(null);
  if (formKey !== shownKey) {
    setShownKey(formKey);
    setValues(user ? valuesOf(user) : null);
    setErrors({});
  }
  useEffect(() => {
    setMessage(null);
    setSaved(false);
  }, [userId]);

  async function send(patch: UserPatchInput) {
    setConfirm(null);
    setBusy(true);
    try {
      await updateUser(user!.id, user!.version, patch);
      setSaved(true);
      setEpoch((e) => e + 1);
      onChanged();
    } catch (e) {
      const failure = writeFailure(e);
      setErrors(failure.fields);
      setMessage(
        failure.status === 412
          ? { text: 'Someone else changed this user since you opened them. Reload to see their change, then make yours again.', stale: true }
          : { text: failure.message },
      );
    } finally {
      setBusy(false);
    }
  }

  function save() {
    if (!user || !values) return;
    setMessage(null);
    setSaved(false);
    const patch = patchOf(user, values);
    const checked = fieldErrorsOf(userPatchSchema, patch);
    setErrors(checked.errors ?? {});
    if (!checked.output) return;
    if (!Object.keys(patch).length) return setMessage({ text: 'Nothing changed.' });
    const removed = removedRights(user, patch);
    if (removed.length) setConfirm({ patch: checked.output, removed });
    else void send(checked.output);
  }

  return (
    <Drawer opened={userId !== null} onClose={onClose} position="right" size="md" title={user ? `Edit ${user.name}` : 'Edit user'} closeButtonProps={{ 'aria-label': 'Close' }}>
      {!user || !values ? (
        <Text size="sm" role="status">
          {remote.error ?? 'Loading…'}
        </Text>
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm">{user.email}</Text>
            {!user.active && <Badge color="gray">Inactive</Badge>}
            {user.mustSetPassword && <Badge color="yellow" c="dark.9">Must set password</Badge>}
          </Group>
          <Text size="xs" c="dimmed" data-testid="user-holdings">
            On {user.holdings.clientTeams} client {user.holdings.clientTeams === 1 ? 'team' : 'teams'} · {user.holdings.openTasks} open call{' '}
            {user.holdings.openTasks === 1 ? 'task' : 'tasks'} · rep of {user.holdings.meetings} {user.holdings.meetings === 1 ? 'meeting' : 'meetings'}. These stay
            theirs{user.active ? ' if they are deactivated' : ', shown as an inactive user'}.
          </Text>
          {!online && (
            <Alert color="orange" variant="light" role="status">
              You are offline: changes to users need a connection.
            </Alert>
          )}
          {message && (
            <Alert color={message.stale ? 'yellow' : 'red'} variant="light" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{message.text}</Text>
                {message.stale && (
                  <Button size="xs" variant="light" onClick={() => setEpoch((e) => e + 1)}>
                    Reload
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          {saved && (
            <Alert color="green" variant="light" role="status">
              Saved.
            </Alert>
          )}
          <form
            noValidate
            aria-label={`Edit ${user.name}`}
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <Stack gap="md">
              <UserFields values={values} onChange={setValues} errors={errors} withEmail={false} currentTeamIds={user.teamIds} disabled={busy} />
              <Text size="xs" c="dimmed">
                Permissions held: {user.permissions.map((p) => permissionNames[p as Permission] ?? p).join(', ') || 'none'}.
              </Text>
              <Group justify="flex-end">
                <Button type="submit" loading={busy} disabled={!online}>
                  Save changes
                </Button>
              </Group>
            </Stack>
          </form>
          <Divider />
          <UserAccessActions user={user} me={me} onChanged={() => (setEpoch((e) => e + 1), onChanged())} />
        </Stack>
      )}
      <ConfirmDialog
        opened={confirm !== null}
        title="Remove rights?"
        confirmLabel="Remove and save"
        busy={busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && void send(confirm.patch)}
      >
        <Stack gap="xs">
          <Text size="sm">{user?.name} will lose:</Text>
          <List size="sm">
            {confirm?.removed.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        </Stack>
      </ConfirmDialog>
    </Drawer>
  );
}
