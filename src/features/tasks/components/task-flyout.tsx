import { Alert, Anchor, Badge, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type Dispatch, type ReactNode } from 'react';
import type { OutboxEntry } from '../../../data/db/outbox-types';
import { taskTypeLabels, type TaskPriority, type TaskType } from '../../../domain/tasks/task-constants';
import type { FlyoutEvent, FlyoutState } from '../../../domain/tasks/task-flyout';
import type { CallTask } from '../../../domain/tasks/task-types';
import { PhoneIcon } from '../../../ui/icons';
import { CallHistory } from './call-history';
import { completeTask } from '../commands/complete-task';
import { logTaskWork } from '../commands/log-task-work';
import { removeTask } from '../commands/remove-task';
import { skipTask } from '../commands/skip-task';
import { EditMark } from '../../../ui/edit-mark';
import type { RemovedTask } from './removed-task-undo';
import { priorityColors, priorityLabels, telHref } from '../../../domain/tasks/task-display';
import { formatShortDay } from '../../../domain/time/short-dates';
import { TaskWorkForm, unsavedWork, type WorkDraft } from './task-work-form';
import { useTask } from '../hooks/use-task';
import { useLookupItems } from '../../../data/react/use-lookup-items';
import { userLabel } from '../../../domain/users/user-label';

type Props = {
  state: FlyoutState;
  dispatch: Dispatch<FlyoutEvent>;
  /** Task ids as listed now: where "next" is found. */
  order: number[];
  edits: Map<number, OutboxEntry[]>;
  canEditClients: boolean;
  /** A task was removed: the page offers Undo for a few seconds. */
  onRemoved: (removed: RemovedTask) => void;
  /** That offer, shown in the flyout too while it is open. */
  undo: ReactNode;
};

const draftOf = (task: CallTask): WorkDraft => ({ outcome: task.outcome, notes: task.notes });

/**
 * The flyout of the selected task (spec 2 and 4): prospect, client, call
 * history, phone, outcome and notes; complete, skip and remove work offline.
 */
export function TaskFlyout({ state, dispatch, order, edits, canEditClients, onRemoved, undo }: Props) {
  const task = useTask(state.selectedId);
  const users = useLookupItems('users');
  // Drafts per task: typed notes survive closing the flyout or opening another task.
  const [drafts, setDrafts] = useState<Record<number, WorkDraft>>({});
  const [busy, setBusy] = useState(false);

  // A task that left the mirror (removed elsewhere) closes the flyout.
  useEffect(() => {
    if (state.opened && task === null) dispatch({ type: 'close' });
  }, [state.opened, task, dispatch]);

  if (!task) return null;
  const current = drafts[task.id] ?? draftOf(task);
  const dropDraft = (id: number) =>
    setDrafts((all) => {
      const { [id]: _dropped, ...rest } = all;
      return rest;
    });
  const open = task.status === 'open';
  const act = async (run: () => Promise<unknown>, event: FlyoutEvent) => {
    setBusy(true);
    try {
      await run();
      dropDraft(task.id);
      dispatch(event);
    } finally {
      setBusy(false);
    }
  };
  const listed = order.includes(task.id) ? order : [...order, task.id];
  const priority = task.priority as TaskPriority;
  const p = task.prospect;

  return (
    <Drawer
      opened={state.opened}
      onClose={() => dispatch({ type: 'close' })}
      position="right"
      size="md"
      title={
        <Group gap="xs" component="span">
          <Text component="span" fw={700} size="lg">
            {p?.name || `Task ${task.id}`}
          </Text>
          <EditMark edits={edits.get(task.id)} />
        </Group>
      }
      closeButtonProps={{ 'aria-label': 'Close task' }}
      // The page gives the focus back to the task's row (the drawer's own return lost it to the body).
      returnFocus={false}
      data-testid="task-flyout"
    >
      <Stack gap="md">
        {undo}
        <Group gap={6}>
          <Badge color={priorityColors[priority] ?? 'gray'} variant="dot">
            {priorityLabels[priority] ?? task.priority}
          </Badge>
          <Badge variant="default">{taskTypeLabels[task.taskType as TaskType] ?? task.taskType}</Badge>
          <Badge variant="default">Due {formatShortDay(task.dueDate)}</Badge>
          {task.skippedAt && (
            <Badge variant="default">
              Skipped
            </Badge>
          )}
          {task.tags.map((t) => (
            <Badge key={t} variant="default">
              {t}
            </Badge>
          ))}
        </Group>
        {task.assigneeName && (
          <Text size="sm" c="dimmed">
            Assigned to {userLabel(users?.find((u) => u.id === task.assigneeId), task.assigneeName)}
          </Text>
        )}
        {!open && (
          <Alert color="gray" variant="light" p="xs">
            This task is {task.status}.
          </Alert>
        )}

        <Stack gap={4} component="section" aria-labelledby="flyout-prospect">
          <Text id="flyout-prospect" component="h3" fw={600} size="sm" m={0}>
            Prospect
          </Text>
          {p ? (
            <>
              <Text size="sm">
                {p.name}
                {p.title ? `, ${p.title}` : ''}
                {p.company ? ` at ${p.company}` : ''}
              </Text>
              <Text size="sm" c="dimmed">
                {p.email}
                {p.state ? ` · ${p.state}` : ''}
              </Text>
              {p.phone ? (
                <Anchor href={telHref(p.phone)} size="sm" fw={600} data-testid="prospect-phone">
                  <Group gap={4} component="span">
                    <PhoneIcon size={16} />
                    Call {p.phone}
                  </Group>
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  No phone number on file.
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              No prospect is linked to this task.
            </Text>
          )}
        </Stack>

        <Stack gap={4} component="section" aria-labelledby="flyout-client">
          <Text id="flyout-client" component="h3" fw={600} size="sm" m={0}>
            Client
          </Text>
          <Text size="sm">
            {task.clientName} ·{' '}
            <Text span size="sm" c="dimmed">
              {task.clientMor === null ? 'not onboarded yet' : `month ${task.clientMor} of the relationship (MOR ${task.clientMor})`}
            </Text>
          </Text>
          {canEditClients && (
            <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/client/edit/$id" params={{ id: String(task.clientId) }} />}>
              Edit {task.clientName}
            </Anchor>
          )}
        </Stack>

        <TaskWorkForm
          task={task}
          draft={current}
          onDraft={(d) => setDrafts((all) => ({ ...all, [task.id]: d }))}
          onSave={async (work) => {
            await logTaskWork(task, work);
            dropDraft(task.id);
          }}
        />

        <Group gap="xs" grow>
          <Button
            disabled={!open}
            loading={busy}
            onClick={() =>
              void act(() => completeTask(task, unsavedWork(task, current) ?? {}), { type: 'completed', id: task.id, order: listed })
            }
          >
            Complete
          </Button>
          <Button variant="default" disabled={!open} loading={busy} onClick={() =>
              void act(async () => {
                // Skipping moves on; what was typed is saved first, never lost.
                const work = unsavedWork(task, current);
                if (work) await logTaskWork(task, work);
                await skipTask(task);
              }, { type: 'skipped', id: task.id, order: listed })
            }>
            Skip
          </Button>
          <Button
            variant="outline"
            color="red"
            disabled={!open}
            loading={busy}
            onClick={() =>
              void act(async () => {
                const entry = await removeTask(task);
                onRemoved({ taskId: task.id, name: p?.name || `Task ${task.id}`, outboxSeq: entry.seq! });
              }, { type: 'removed', id: task.id, order: listed })
            }
          >
            Remove
          </Button>
        </Group>

        <Divider />
        <CallHistory taskId={task.id} version={task.version} />
      </Stack>
    </Drawer>
  );
}
