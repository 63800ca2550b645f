import { Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ContentTemplate } from '../../../domain/content/content-types';
import { diffWords, hasChanges, htmlToText } from '../../../domain/content/text-diff';

export type PendingFeedback = { key: string; text: string };

/** What changed since the reader's last feedback, word by word. */
function ChangesSince({ template }: { template: ContentTemplate }) {
  const since = template.sinceYourFeedback;
  if (!since) return null;
  const subject = diffWords(since.subject, template.subject);
  const body = diffWords(htmlToText(since.body), htmlToText(template.body));
  return (
    <Card withBorder p="xs" bg="yellow.0" data-testid="changes-since">
      <Text size="sm" fw={600}>
        Changed since your feedback of {new Date(since.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
      </Text>
      {[
        ['Subject', subject],
        ['Body', body],
      ].map(([label, parts]) =>
        hasChanges(parts as ReturnType<typeof diffWords>) ? (
          <Text size="sm" key={label as string}>
            <Text span fw={500}>
              {label as string}:{' '}
            </Text>
            {(parts as ReturnType<typeof diffWords>).map((p, i) =>
              p.kind === 'same' ? (
                <span key={i}>{p.text} </span>
              ) : p.kind === 'added' ? (
                <ins key={i} style={{ background: 'var(--mantine-color-green-1)', textDecoration: 'none' }}>
                  {p.text}{' '}
                </ins>
              ) : (
                <del key={i} style={{ background: 'var(--mantine-color-red-1)' }}>
                  {p.text}{' '}
                </del>
              ),
            )}
          </Text>
        ) : null,
      )}
    </Card>
  );
}

/** A template's feedback, with what is still waiting to be sent, and a box to add to it. */
export function FeedbackThread({ template, pending, onAdd }: { template: ContentTemplate; pending: PendingFeedback[]; onAdd: (text: string) => Promise<unknown> }) {
  const [text, setText] = useState('');
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    await onAdd(text.trim());
    setText('');
  };
  return (
    <Stack gap="xs" data-testid="feedback-thread">
      <Text fw={600} size="sm">
        Feedback
      </Text>
      <ChangesSince template={template} />
      {template.feedbacks.length === 0 && pending.length === 0 && (
        <Text size="sm" c="dimmed">
          No feedback yet.
        </Text>
      )}
      {template.feedbacks.map((f) => (
        <Card key={f.id} withBorder p="xs" data-testid="feedback-item">
          <Group gap={6} justify="space-between">
            <Text size="xs" fw={600}>
              {f.author.name}
              {f.author.isGuest ? ' (client)' : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {new Date(f.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })} · version {f.templateVersion}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {f.text}
          </Text>
        </Card>
      ))}
      {pending.map((f) => (
        <Card key={f.key} withBorder p="xs" data-testid="feedback-pending">
          <Group gap={6} justify="space-between">
            <Text size="xs" fw={600}>
              You
            </Text>
            <Badge size="xs" color="orange" variant="light">
              waiting to be sent
            </Badge>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {f.text}
          </Text>
        </Card>
      ))}
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap={6}>
          <Textarea label="Your feedback" value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={2} maxLength={10000} />
          <Group>
            <Button type="submit" size="sm" variant="light" disabled={!text.trim()}>
              Send feedback
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
