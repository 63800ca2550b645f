import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Me } from '../../../domain/auth/me-schema';
import type { AdminUser } from '../../../domain/users/user-schema';
import { useConnection } from '../../../data/react/use-connection';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { deactivateUser } from '../commands/deactivate-user';
import { reactivateUser } from '../commands/reactivate-user';
import { resetUserPassword } from '../commands/reset-user-password';
import { writeFailure } from './form-errors';
import { newTemporaryPassword } from './new-temporary-password';
import { TemporaryPasswordNotice } from './temporary-password-notice';

type Props = { user: AdminUser; me: Me; onChanged: () => void };
type Ask = 'deactivate' | 'password' | null;

/** Sign-in of a user: deactivate (ends their sessions at once), reactivate, or a new temporary password. */
export function UserAccessActions({ user, me, onChanged }: Props) {
  const online = useConnection();
  const [ask, setAsk] = useState<Ask>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState<string | null>(null);
  const self = user.id === me.id;

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      onChanged();
    } catch (e) {
      setError(writeFailure(e).message);
    } finally {
      setBusy(false);
      setAsk(null);
    }
  }

  return (
    <Stack gap="sm" component="section" aria-label="Sign-in">
      <Text fw={600} size="sm" component="h3" m={0}>
        Sign-in
      </Text>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {password && <TemporaryPasswordNotice name={user.name} email={user.email} password={password} />}
      {self ? (
        <Text size="sm" c="dimmed">
          This is you: another super-admin deactivates you or resets your password.
        </Text>
      ) : (
        <Group gap="xs">
          {user.active ? (
            <Button color="red.8" variant="light" disabled={!online || busy} onClick={() => setAsk('deactivate')}>
              Deactivate
            </Button>
          ) : (
            <Button variant="light" disabled={!online} loading={busy} onClick={() => void run(() => reactivateUser(user.id))}>
              Reactivate
            </Button>
          )}
          <Button variant="default" disabled={!online || busy} onClick={() => setAsk('password')}>
            New temporary password
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={ask === 'deactivate'}
        title={`Deactivate ${user.name}?`}
        confirmLabel="Deactivate"
        busy={busy}
        onCancel={() => setAsk(null)}
        onConfirm={() => void run(() => deactivateUser(user.id))}
      >
        {`${user.name} is signed out everywhere at once and can no longer sign in. Their clients, tasks and meetings stay, shown as theirs (inactive).`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={ask === 'password'}
        title={`New temporary password for ${user.name}?`}
        confirmLabel="Make a new password"
        danger={false}
        busy={busy}
        onCancel={() => setAsk(null)}
        onConfirm={() => {
          const next = newTemporaryPassword();
          void run(async () => {
            await resetUserPassword(user.id, next);
            setPassword(next);
          });
        }}
      >
        {`Their current password stops working and they are signed out. You will see the new temporary password once.`}
      </ConfirmDialog>
    </Stack>
  );
}
