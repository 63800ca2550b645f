import { Alert, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { can } from '../../../domain/access/permissions';
import type { Me } from '../../../domain/auth/me-schema';
import { taskFiltersKey, type TaskFilters } from '../../../domain/tasks/task-filters';
import { tasksHeading } from '../../../domain/screens/screen-headings';
import { ClientTaskCounts } from './client-task-counts';
import { TaskFilterBar } from './task-filter-bar';
import { TaskFlyout } from './task-flyout';
import { TaskList } from './task-list';
import { RemovedTaskUndo, type RemovedTask } from './removed-task-undo';
import { removeUndoMs } from '../commands/remove-task';
import { undoRemoveTask } from '../commands/undo-remove-task';
import { useTaskEdits } from '../hooks/use-task-edits';
import { useTaskFlyout } from '../hooks/use-task-flyout';
import { useTasksScreen } from '../hooks/use-tasks-screen';
import { WorkedTasks } from './worked-tasks';

type Props = { me: Me; filters: TaskFilters; onFiltersChange: (filters: TaskFilters) => void };

/**
 * /tasks: the rep's call tasks from the mirror, so the whole day works
 * offline: filters, the client list with counts per priority, and the
 * flyout of the selected task.
 */
export function TasksPage({ me, filters, onFiltersChange }: Props) {
  const { list, options } = useTasksScreen(filters);
  const edits = useTaskEdits();
  const [flyout, dispatch] = useTaskFlyout();
  const order = list.status === 'ready' ? list.tasks.map((t) => t.id) : [];
  // The row that opened the flyout gets the focus back when it closes.
  const opener = useRef<number | null>(null);
  useEffect(() => {
    if (flyout.opened || flyout.reopenPending || opener.current === null) return;
    document.querySelector<HTMLElement>(`[data-testid="task-row"][data-task-id="${opener.current}"] button`)?.focus();
    opener.current = null;
  }, [flyout.opened, flyout.reopenPending]);
  const openTask = (id: number) => {
    opener.current = id;
    dispatch({ type: 'open', id });
  };
  const [removed, setRemoved] = useState<RemovedTask | null>(null);
  useEffect(() => {
    if (!removed) return;
    const timer = setTimeout(() => setRemoved(null), removeUndoMs);
    return () => clearTimeout(timer);
  }, [removed]);
  const undo = async () => {
    if (!removed) return;
    setRemoved(null);
    // Back where the rep was: the task in the flyout.
    if (await undoRemoveTask(removed.outboxSeq)) openTask(removed.taskId);
    else notifications.show({ color: 'gray', message: `The removal of ${removed.name} was already sent; it can no longer be undone.` });
  };
  const undoOffer = <RemovedTaskUndo removed={removed} onUndo={() => void undo()} />;

  const changeFilters = (next: TaskFilters) => {
    dispatch({ type: 'close' });
    onFiltersChange(next);
  };
  const toggleClient = (clientId: number) =>
    changeFilters({ ...filters, clients: filters.clients.includes(clientId) ? filters.clients.filter((c) => c !== clientId) : [clientId] });

  if (me.isGuest) {
    return (
      <Alert color="gray" title="Call tasks are for agency staff" maw={640}>
        Your account can see your company's views only.
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          {tasksHeading.title}
        </Title>
        <Text size="sm" c="dimmed">
          {tasksHeading.lead}
        </Text>
      </Group>
      <TaskFilterBar filters={filters} options={options} onChange={changeFilters} />
      {!flyout.opened && undoOffer}

      {list.status === 'no-type' && (
        <Alert color="blue" variant="light" title="Choose a priority type" data-testid="no-type">
          No tasks are read until at least one priority type (urgent, high, normal or low) is chosen above.
        </Alert>
      )}
      {list.status === 'loading' && (
        <Group gap="xs" role="status" data-testid="tasks-loading">
          <Loader size="sm" />
          <Text size="sm">Reading your tasks…</Text>
        </Group>
      )}
      {list.status === 'ready' && list.mirrored === 0 && list.synced && (
        <Alert color="gray" variant="light" title="No call tasks for you" data-testid="no-tasks-at-all">
          When a call task is assigned to you, it shows here and works offline like the rest.
        </Alert>
      )}
      {list.status === 'ready' && list.mirrored === 0 && !list.synced && (
        <Alert color="gray" variant="light" title="No tasks on this device yet">
          Your tasks are downloaded for offline use the first time you are online after signing in.
        </Alert>
      )}
      {list.status === 'ready' && list.mirrored > 0 && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ClientTaskCounts clients={list.clients} selected={filters.clients} onToggle={toggleClient} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            {list.tasks.length === 0 ? (
              <Alert color="gray" variant="light" title="No tasks match these filters" data-testid="no-tasks">
                Change or reset the filters to see more tasks.
              </Alert>
            ) : (
              <TaskList
                tasks={list.tasks}
                edits={edits}
                selectedId={flyout.selectedId}
                onOpen={openTask}
                resetKey={taskFiltersKey(filters)}
              />
            )}
          </Grid.Col>
        </Grid>
      )}
      <WorkedTasks edits={edits} />
      <TaskFlyout
        state={flyout}
        dispatch={dispatch}
        order={order}
        edits={edits}
        canEditClients={can(me, 'edit-clients')}
        onRemoved={setRemoved}
        undo={flyout.opened && undoOffer}
      />
    </Stack>
  );
}
