import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import type { Me } from '../../domain/auth/me-schema';
import { loginSchema } from '../../domain/auth/login-schema';
import { appDb } from '../../data/db/app-db-instance';
import { errorMessage, isTransportError } from '../../data/http/transport-error';
import { signIn } from '../../data/session/session';
import { SetPasswordForm } from './set-password-form';

type Props = { onSignedIn: (me: Me) => void; lockedEmail?: string };

/** The sign-in form; also used to sign in again when a session ends. */
export function SignInForm({ onSignedIn, lockedEmail }: Props) {
  const [email, setEmail] = useState(lockedEmail ?? '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Signed in with a temporary password: the set-password step comes first.
  const [mustSet, setMustSet] = useState<Me | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = v.safeParse(loginSchema, { email, password });
    if (!parsed.success) {
      const flat = v.flatten<typeof loginSchema>(parsed.issues).nested ?? {};
      setFieldErrors({ email: flat.email?.[0], password: flat.password?.[0] });
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const me = await signIn(appDb(), parsed.output.email, parsed.output.password);
      if (me.mustSetPassword) setMustSet(me);
      else onSignedIn(me);
    } catch (e) {
      setError(
        isTransportError(e) && e.kind === 'network'
          ? 'You are offline. Signing in needs a connection; try again when you are back online.'
          : errorMessage(e),
      );
    } finally {
      setBusy(false);
    }
  }

  if (mustSet) return <SetPasswordForm me={mustSet} onDone={onSignedIn} />;

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert" title="Could not sign in">
            {error}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={fieldErrors.email}
          readOnly={Boolean(lockedEmail)}
          required
          autoFocus={!lockedEmail}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={fieldErrors.password}
          required
          autoFocus={Boolean(lockedEmail)}
        />
        <Button type="submit" loading={busy} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}

export function SignInPage({ onSignedIn }: Props) {
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={400}>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              SDR Ops
            </Title>
            <Text c="dimmed" size="sm">
              Sign in to book meetings, work your call tasks and move the pipeline.
            </Text>
          </div>
          <SignInForm onSignedIn={onSignedIn} />
        </Stack>
      </Paper>
    </Center>
  );
}
