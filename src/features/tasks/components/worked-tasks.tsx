import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { OutboxEntry } from '../../../data/db/outbox-types';
import { EditMark } from '../../../ui/edit-mark';
import { taskName } from '../../../domain/tasks/task-display';
import { useWorkedTasks } from '../hooks/use-worked-tasks';

/** Completed or removed here, not on the server yet: listed with their pending mark until it has them. */
export function WorkedTasks({ edits }: { edits: Map<number, OutboxEntry[]> }) {
  const worked = useWorkedTasks();
  if (!worked.length) return null;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="worked-title">
      <Text id="worked-title" component="h2" fw={600} size="sm" m={0} mb="xs">
        Worked on this device, waiting to sync ({worked.length})
      </Text>
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="worked-tasks">
        {worked.map((task) => (
          <li key={task.id} data-task-id={task.id}>
            <Group gap="xs" wrap="nowrap">
              <Badge size="xs" variant="dot" color={task.status === 'removed' ? 'red' : 'green'}>
                {task.status}
              </Badge>
              <Text size="sm" truncate>
                {taskName(task)}
              </Text>
              <EditMark edits={edits.get(task.id)} />
            </Group>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
