import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import type { Me } from '../../domain/auth/me-schema';
import { minPasswordLength, setPasswordFormSchema } from '../../domain/auth/password-rules';
import { appDb } from '../../data/db/app-db-instance';
import { errorMessage, isTransportError } from '../../data/http/transport-error';
import { setOwnPassword } from '../../data/session/session';

type Props = { me: Me; onDone: (me: Me) => void };

/**
 * Issue 22: a user who signed in with a temporary password sets their own
 * before anything else (the server refuses their other calls until then).
 */
export function SetPasswordForm({ me, onDone }: Props) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = v.safeParse(setPasswordFormSchema, { password, confirm });
    if (!parsed.success) {
      const flat = v.flatten<typeof setPasswordFormSchema>(parsed.issues).nested ?? {};
      setFieldErrors({ password: flat.password?.[0], confirm: flat.confirm?.[0] });
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      onDone(await setOwnPassword(appDb(), parsed.output.password));
    } catch (e) {
      const fields = isTransportError(e) ? (e.data as { fields?: Record<string, string> } | undefined)?.fields : undefined;
      if (fields?.password) setFieldErrors({ password: fields.password });
      else setError(isTransportError(e) && e.kind === 'network' ? 'You are offline. Setting your password needs a connection.' : errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Set your password">
      <Stack gap="md">
        <div>
          <Text component="h2" fw={600} size="lg" m={0}>
            Set your password
          </Text>
          <Text size="sm" c="dimmed">
            Welcome, {me.name}. You signed in with a temporary password: choose your own (at least {minPasswordLength} characters) to go on.
          </Text>
        </div>
        {error && (
          <Alert color="red" role="alert" title="Could not set your password">
            {error}
          </Alert>
        )}
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={fieldErrors.password}
          required
          autoFocus
        />
        <PasswordInput
          label="New password again"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.currentTarget.value)}
          error={fieldErrors.confirm}
          required
        />
        <Button type="submit" loading={busy} fullWidth>
          Set password and continue
        </Button>
      </Stack>
    </form>
  );
}
