import { Alert, Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../data/http/transport-error';
import { useConnection } from '../../../data/react/use-connection';
import { can } from '../../../domain/access/permissions';
import type { Me } from '../../../domain/auth/me-schema';
import { approvalBlock, editBlock } from '../../../domain/content/content-status';
import type { ContentTemplate } from '../../../domain/content/content-types';
import { addTemplateBlock, nextTemplateAfterApproval, reviewOrder } from '../../../domain/content/template-rules';
import { addFeedback } from '../commands/add-feedback';
import { addTemplate } from '../commands/add-template';
import { approveTemplate } from '../commands/approve-template';
import { saveTemplate } from '../commands/save-template';
import { overlayCalls } from '../hooks/overlay-calls';
import { useSequenceData } from '../hooks/use-sequence-data';
import { ActivityLog } from './activity-log';
import { ContentStatusBadge } from './content-status-badge';
import { RemoteNotice } from '../../../ui/remote-notice';
import { SequenceActions } from './sequence-actions';
import { SequenceFields } from './sequence-fields';
import { StepList, stepLabel } from './step-list';
import { TemplatePanel } from './template-panel';

// While a sync or upload runs, the sequence is read again this often.
const pendingPollMs = 2_000;

/** /content/{id}: a sequence being written, reviewed, approved, shared and sent to Outreach. */
export function SequencePage({ me, id, onOpen }: { me: Me; id: number; onOpen: (id: number) => void }) {
  const data = useSequenceData(id);
  const online = useConnection();
  const editor = can(me, 'edit-content');
  const seq = data.sequence.data;
  const { templates, feedback, title } = overlayCalls(seq, data.templates.data ?? [], data.calls);
  const ordered = reviewOrder(templates);
  const [selected, setSelected] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = ordered.find((t) => t.id === selected) ?? ordered.find((t) => !t.approved) ?? ordered[0];

  // A pending sync or upload is polled until it settles; a new one restarts the timer.
  const pendingKey = seq?.pending ? `${seq.pending.action} ${seq.pending.since}` : null;
  const { refresh } = data;
  useEffect(() => {
    if (!pendingKey) return;
    const timer = setInterval(refresh, pendingPollMs);
    return () => clearInterval(timer);
  }, [pendingKey, refresh]);

  if (!seq) return <RemoteNotice remote={data.sequence} what="content sequence" />;
  const block = editor ? editBlock(seq) : 'Only content editors write templates.';
  const approve = me.isGuest || editor ? approvalBlock(seq) : 'Templates are approved by content editors and the client.';
  const addBlock = addTemplateBlock({ status: seq.status, archived: seq.archived, outreachSequenceId: seq.outreachSequence?.id ?? null, stepCount: seq.steps.length });
  const run = async (p: Promise<unknown>) => {
    setError(null);
    try {
      await p;
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const onApprove = async (t: ContentTemplate, approved: boolean) => {
    await run(approveTemplate(t, approved));
    // Spec 4: after approval the next template is selected.
    if (approved) setSelected(nextTemplateAfterApproval(ordered, t.id) ?? t.id);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="start" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} size="h2" data-testid="sequence-title">
            {title}
          </Title>
          <Group gap="xs">
            <ContentStatusBadge status={seq.status} />
            <Text size="sm" c="dimmed">
              {seq.client.name} · {seq.approvedCount} of {seq.templatesCount} approved
            </Text>
            {seq.shareStatus === 'shared' && !me.isGuest && <Badge variant="light" color="blue" c="dark.9">Shared</Badge>}
            {seq.archived && <Badge variant="outline" color="gray" c="dark.7">Archived</Badge>}
            {seq.clonedFrom !== null && !me.isGuest && (
              <Text size="xs" c="dimmed">
                cloned from sequence {seq.clonedFrom}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
      <RemoteNotice remote={data.sequence} what="content sequence" />
      {editor && block && !seq.archived && (
        <Text size="sm" c="dimmed">
          {block}
        </Text>
      )}
      {!me.isGuest && <SequenceFields key={seq.version} sequence={seq} title={title ?? seq.title} editor={editor} editBlock={block} online={online} onChanged={data.refresh} />}
      {editor && (
        <SequenceActions
          sequence={seq}
          templates={ordered.map((t) => ({ ...t, channel: seq.steps.find((x) => x.step === t.cadenceStep)?.channel ?? 'email' }))}
          online={online}
          onChanged={data.refresh}
          onOpen={onOpen}
        />
      )}
      {error && <Alert color="red">{error}</Alert>}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder p="xs">
            <StepList
              sequence={seq}
              templates={ordered}
              selected={current?.id ?? null}
              onSelect={setSelected}
              addBlock={addBlock}
              onAdd={editor && !seq.archived ? () => void run(addTemplate(seq.id, current?.cadenceStep ?? 1).then((t) => { data.refresh(); setSelected(t.id); })) : null}
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <RemoteNotice remote={data.templates} what="templates" />
          {current && (
            <TemplatePanel
              key={current.id}
              template={current}
              stepLabel={stepLabel(seq, current)}
              editBlock={block}
              approveBlock={approve}
              prospect={seq.sampleProspect}
              pendingFeedback={feedback.get(current.id) ?? []}
              onSave={(t, text) => run(saveTemplate(t, text))}
              onApprove={onApprove}
              onFeedback={(t, text) => run(addFeedback(t, text))}
            />
          )}
        </Grid.Col>
      </Grid>
      {!me.isGuest && <ActivityLog sequence={seq} />}
    </Stack>
  );
}
