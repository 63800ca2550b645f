import { Button, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { OutboxEntry } from '../../../data/db/outbox-types';
import type { CallTask } from '../../../domain/tasks/task-types';
import { localToday } from '../../../domain/time/short-dates';
import { TaskRow } from './task-row';

const pageSize = 50;

type Props = {
  tasks: CallTask[];
  edits: Map<number, OutboxEntry[]>;
  selectedId: number | null;
  onOpen: (id: number) => void;
  /** Changes when the filters change: the list starts again at the top. */
  resetKey: string;
};

/** The tasks in working order, 50 at a time. */
export function TaskList({ tasks, edits, selectedId, onOpen, resetKey }: Props) {
  const [shown, setShown] = useState(pageSize);
  useEffect(() => setShown(pageSize), [resetKey]);
  const today = localToday();
  // The selected task stays reachable even when it is further down.
  const selectedAt = tasks.findIndex((t) => t.id === selectedId);
  const limit = Math.max(shown, selectedAt + 1);
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby="task-list-title">
      <Text id="task-list-title" component="h2" fw={600} size="sm" px="sm" pt="sm" pb={4} m={0}>
        Tasks ({tasks.length.toLocaleString('en-US')})
      </Text>
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Tasks" data-testid="task-list">
        {tasks.slice(0, limit).map((task) => (
          <TaskRow
            key={task.id}
            task={task}
            edits={edits.get(task.id)}
            selected={task.id === selectedId}
            overdue={task.dueDate < today}
            onOpen={() => onOpen(task.id)}
          />
        ))}
      </Stack>
      {tasks.length > limit && (
        <Button variant="subtle" fullWidth onClick={() => setShown(limit + pageSize)}>
          Show {Math.min(pageSize, tasks.length - limit)} more of {(tasks.length - limit).toLocaleString('en-US')}
        </Button>
      )}
    </Paper>
  );
}
