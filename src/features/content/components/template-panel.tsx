import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { ContentTemplate } from '../../../domain/content/content-types';
import type { SampleProspect } from '../../../domain/content/merge-fields';
import { SafeHtml } from '../../../ui/safe-html';
import type { ShownTemplate } from '../hooks/overlay-calls';
import { FeedbackThread, type PendingFeedback } from './feedback-thread';
import { TemplatePreview } from './template-preview';

// Tiptap loads only when a template is edited: readers never fetch it.
const TemplateEditor = lazy(() => import('./template-editor'));

type Props = {
  template: ShownTemplate;
  /** Why this reader cannot write it; null: an editor on a Draft. */
  editBlock: string | null;
  /** Why this reader cannot approve it now; null: they may. */
  approveBlock: string | null;
  prospect: SampleProspect;
  pendingFeedback: PendingFeedback[];
  onSave: (t: ContentTemplate, text: { subject: string; body: string }) => Promise<unknown>;
  onApprove: (t: ContentTemplate, approved: boolean) => Promise<unknown>;
  onFeedback: (t: ContentTemplate, text: string) => Promise<unknown>;
  stepLabel: string;
};

/** One template: written (or read), previewed, approved, discussed. */
export function TemplatePanel({ template, editBlock, approveBlock, prospect, pendingFeedback, onSave, onApprove, onFeedback, stepLabel }: Props) {
  const [draft, setDraft] = useState({ subject: template.subject, body: template.body });
  return (
    <Stack gap="md" data-testid="template-panel" data-template-id={template.id}>
      <Group justify="space-between" align="center">
        <Title order={2} size="h4">
          {stepLabel}
        </Title>
        <Group gap="xs">
          {template.waiting && (
            <Badge color="orange" variant="light">
              waiting to be sent
            </Badge>
          )}
          {template.approved ? (
            <Badge color="green" variant="light" c="dark.9" data-testid="template-approved">
              Approved{template.approvedBy ? ` by ${template.approvedBy.name}` : ''}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" c="dark.9">
              Not approved
            </Badge>
          )}
        </Group>
      </Group>
      {editBlock === null ? (
        <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the editor" />}>
          <TemplateEditor key={`${template.id}:${template.version}`} subject={template.subject} body={template.body} onDraft={setDraft} onSave={(text) => void onSave(template, text)} />
        </Suspense>
      ) : (
        <Card withBorder p="sm">
          <Text size="xs" c="dimmed">
            Subject
          </Text>
          <Text fw={600} data-testid="template-subject">
            {template.subject || '(no subject)'}
          </Text>
          <SafeHtml rich html={template.body} testId="template-body" />
          {!template.body && (
            <Text size="sm" c="dimmed">
              Not written yet.
            </Text>
          )}
        </Card>
      )}
      <Stack gap={4}>
        <Text fw={600} size="sm">
          Preview for {prospect.first_name} {prospect.last_name}
        </Text>
        <TemplatePreview subject={editBlock === null ? draft.subject : template.subject} body={editBlock === null ? draft.body : template.body} prospect={prospect} />
      </Stack>
      <Group>
        {approveBlock === null ? (
          template.approved ? (
            <Button variant="subtle" color="gray" onClick={() => void onApprove(template, false)}>
              Take back approval
            </Button>
          ) : (
            <Button color="green" onClick={() => void onApprove(template, true)}>
              Approve template
            </Button>
          )
        ) : (
          <Text size="xs" c="dimmed">
            {approveBlock}
          </Text>
        )}
      </Group>
      <FeedbackThread template={template} pending={pendingFeedback} onAdd={(text) => onFeedback(template, text)} />
      {template.history.length > 1 && (
        <Text size="xs" c="dimmed">
          {template.history.length} saved versions; last by {template.history[0].by?.name ?? 'someone'} on{' '}
          {new Date(template.history[0].at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}.
        </Text>
      )}
    </Stack>
  );
}
