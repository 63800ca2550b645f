import { Badge, Box, Text, UnstyledButton } from '@mantine/core';
import type { OutboxEntry } from '../../../data/db/outbox-types';
import { taskTypeLabels, type TaskPriority, type TaskType } from '../../../domain/tasks/task-constants';
import type { CallTask } from '../../../domain/tasks/task-types';
import { EditMark } from '../../../ui/edit-mark';
import { priorityColors, priorityLabels } from '../../../domain/tasks/task-display';
import { formatShortDay } from '../../../domain/time/short-dates';

type Props = { task: CallTask; edits: readonly OutboxEntry[] | undefined; selected: boolean; overdue: boolean; onOpen: () => void };

// A button holds phrasing content only: the layout is made of spans.
const row = { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8 } as const;
const column = { display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 } as const;
const badges = { display: 'flex', flexWrap: 'wrap', gap: 4 } as const;

/** One task in the list; the whole row opens the flyout. */
export function TaskRow({ task, edits, selected, overdue, onOpen }: Props) {
  const priority = task.priority as TaskPriority;
  return (
    <li data-testid="task-row" data-task-id={task.id}>
      <UnstyledButton
        onClick={onOpen}
        aria-haspopup="dialog"
        aria-current={selected ? 'true' : undefined}
        w="100%"
        px="sm"
        py={8}
        style={{
          display: 'block',
          borderBottom: '1px solid var(--mantine-color-gray-3)',
          // blue-0, not blue-light (blue-1): the overdue red keeps 4.9:1 on it (axe color-contrast).
          background: selected ? 'var(--mantine-color-blue-0)' : undefined,
        }}
      >
        <Box component="span" style={row}>
          <Box component="span" style={column}>
            <Text component="span" fw={600} size="sm" truncate>
              {task.prospect?.name || `Task ${task.id}`}
              {task.prospect?.company ? (
                <Text span c="dimmed" fw={400} size="sm">
                  {' '}
                  · {task.prospect.company}
                </Text>
              ) : null}
            </Text>
            <Text component="span" size="xs" c="dimmed">
              {task.clientName} · {taskTypeLabels[task.taskType as TaskType] ?? task.taskType} ·{' '}
              <Text span size="xs" c={overdue ? 'red.9' : undefined} fw={overdue ? 600 : undefined}>
                {overdue ? 'Overdue, due' : 'Due'} {formatShortDay(task.dueDate)}
              </Text>
            </Text>
            {(task.tags.length > 0 || task.skippedAt || task.outcome) && (
              <Box component="span" style={badges}>
                {task.skippedAt && (
                  <Badge component="span" size="xs" variant="default">
                    Skipped
                  </Badge>
                )}
                {task.outcome && (
                  <Badge component="span" size="xs" variant="dot" color="teal">
                    {task.outcome}
                  </Badge>
                )}
                {task.tags.map((t) => (
                  <Badge component="span" key={t} size="xs" variant="default">
                    {t}
                  </Badge>
                ))}
              </Box>
            )}
          </Box>
          <Box component="span" style={{ ...column, alignItems: 'flex-end', gap: 4 }}>
            <Badge component="span" size="sm" color={priorityColors[priority] ?? 'gray'} variant="dot">
              {priorityLabels[priority] ?? task.priority}
            </Badge>
            <EditMark edits={edits} />
          </Box>
        </Box>
      </UnstyledButton>
    </li>
  );
}
