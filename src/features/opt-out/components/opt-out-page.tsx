import { Alert, Button, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { partitionEmails, splitEmailList, type OptOutResult } from '../../../domain/opt-out/opt-out-list';
import { errorMessage, isTransportError } from '../../../data/http/transport-error';
import { useDirtyForm } from '../../../ui/dirty-forms';
import { submitOptOut } from '../commands/submit-opt-out';

/**
 * /opt-out: paste addresses (lines or commas); each is checked with the
 * pattern of spec 5 and nothing is sent while any is invalid.
 */
export function OptOutPage() {
  const [text, setText] = useState('');
  const [result, setResult] = useState<OptOutResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState(false);
  const emails = useMemo(() => splitEmailList(text), [text]);
  const { valid, invalid } = useMemo(() => partitionEmails(emails), [emails]);
  useDirtyForm(text.trim().length > 0);

  function removeInvalid() {
    setText(valid.join('\n'));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setResult(null);
    setError(null);
    if (!emails.length || invalid.length) return;
    setBusy(true);
    try {
      setResult(await submitOptOut(valid));
      setText('');
      setChecked(false);
    } catch (e) {
      setError(
        isTransportError(e) && e.kind === 'network' ? 'You are offline. The list is still here; send it when you are back online.' : errorMessage(e),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack maw={640} gap="md">
      <Title order={1} size="h2">
        Opt-out
      </Title>
      <Text size="sm" c="dimmed">
        Addresses on the opt-out list are never emailed again by any client sequence.
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Textarea
            label="Email addresses"
            description="One per line, or separated by commas."
            autosize
            minRows={6}
            maxRows={16}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setResult(null);
            }}
            error={checked && !emails.length ? 'Add at least one email address.' : undefined}
          />
          {invalid.length > 0 && (
            <Alert color="red" title={`${invalid.length} ${invalid.length === 1 ? 'address is' : 'addresses are'} not valid`} role="alert">
              <List size="sm" data-testid="invalid-emails">
                {invalid.map((e) => (
                  <List.Item key={e}>{e}</List.Item>
                ))}
              </List>
              <Text size="sm" mt="xs">
                Fix or remove them; nothing is sent until every address is valid.
              </Text>
              <Button mt="xs" size="xs" variant="light" color="red" onClick={removeInvalid}>
                Remove invalid addresses
              </Button>
            </Alert>
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {valid.length} valid {valid.length === 1 ? 'address' : 'addresses'}
            </Text>
            <Button type="submit" loading={busy} disabled={invalid.length > 0}>
              Add to opt-out list
            </Button>
          </Group>
        </Stack>
      </form>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {result && (
        <Alert color="green" role="status" title="Opt-out list updated">
          {result.added} {result.added === 1 ? 'address' : 'addresses'} added; {result.alreadyOptedOut}{' '}
          {result.alreadyOptedOut === 1 ? 'was' : 'were'} already opted out.
        </Alert>
      )}
    </Stack>
  );
}
