import { Alert, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { can } from '../../../domain/access/permissions';
import type { Me } from '../../../domain/auth/me-schema';
import { taskFiltersKey, type TaskFilters } from '../../../domain/tasks/task-filters';
import { ClientTaskCounts } from './client-task-counts';
import { TaskFilterBar } from './task-filter-bar';
import { TaskFlyout } from './task-flyout';
import { TaskList } from './task-list';
import { useTaskEdits } from '../hooks/use-task-edits';
import { useTaskFlyout } from '../hooks/use-task-flyout';
import { useTaskList } from '../hooks/use-task-list';
import { WorkedTasks } from './worked-tasks';

type Props = { me: Me; filters: TaskFilters; onFiltersChange: (filters: TaskFilters) => void };

/**
 * /tasks: the rep's call tasks from the mirror, so the whole day works
 * offline: filters, the client list with counts per priority, and the
 * flyout of the selected task.
 */
export function TasksPage({ me, filters, onFiltersChange }: Props) {
  const list = useTaskList(filters);
  const edits = useTaskEdits();
  const [flyout, dispatch] = useTaskFlyout();
  const order = list.status === 'ready' ? list.tasks.map((t) => t.id) : [];

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
          Call tasks
        </Title>
        <Text size="sm" c="dimmed">
          Everything here works offline; edits are sent when you are back online.
        </Text>
      </Group>
      <TaskFilterBar filters={filters} onChange={changeFilters} />

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
      {list.status === 'ready' && list.mirrored === 0 && (
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
                onOpen={(id) => dispatch({ type: 'open', id })}
                resetKey={taskFiltersKey(filters)}
              />
            )}
          </Grid.Col>
        </Grid>
      )}
      <WorkedTasks edits={edits} />
      <TaskFlyout state={flyout} dispatch={dispatch} order={order} edits={edits} canEditClients={can(me, 'edit-clients')} />
    </Stack>
  );
}
