import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

/** Issue 22: the temporary password, shown this once; the server keeps only its hash. */
export function TemporaryPasswordNotice({ name, email, password }: { name: string; email: string; password: string }) {
  return (
    <Alert color="green" variant="light" title={`${name} can sign in now`} data-testid="temporary-password">
      <Stack gap="xs">
        <Text size="sm">
          Give {name} this temporary password for <strong>{email}</strong>. It is shown only now, works for 7 days, and they choose their own
          password at their first sign-in.
        </Text>
        <Group gap="xs">
          <Code fz="lg" data-testid="temporary-password-value">
            {password}
          </Code>
          <CopyButton value={password}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}

