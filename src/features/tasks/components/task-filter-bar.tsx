import { Button, Chip, Group, MultiSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { taskPriorities, type TaskPriority } from '../../../domain/tasks/task-constants';
import { defaultTaskFilters, type TaskFilters } from '../../../domain/tasks/task-filters';
import { priorityLabels } from '../../../domain/tasks/task-display';
import type { Option, TaskFilterOptions } from '../../../domain/tasks/task-filter-options';

/** `options`: what each filter can choose from, undefined until the tasks are read. */
type Props = { filters: TaskFilters; options: TaskFilterOptions | undefined; onChange: (filters: TaskFilters) => void };

const toNumbers = (values: string[]) => values.map(Number);
const toStrings = (values: number[]) => values.map(String);

/** Keeps chosen values listed even when no mirrored task has them any more. */
function withChosen(options: Option[] | undefined, chosen: string[]): Option[] {
  const list = [...(options ?? [])];
  for (const value of chosen) if (!list.some((o) => o.value === value)) list.push({ value, label: value });
  return list;
}

/** The task filters of spec 7: priority type, task type, tags, users, teams, clients and MOR. */
export function TaskFilterBar({ filters, options, onChange }: Props) {
  const set = (patch: Partial<TaskFilters>) => onChange({ ...filters, ...patch });
  const multi = (label: string, key: Exclude<keyof TaskFilters, 'type'>, numeric: boolean) => {
    const value = numeric ? toStrings(filters[key] as number[]) : (filters[key] as string[]);
    return (
      <MultiSelect
        key={key}
        label={label}
        placeholder={value.length ? undefined : 'Any'}
        data={withChosen(options?.[key === 'taskType' ? 'taskTypes' : key], value)}
        value={value}
        onChange={(next) => set({ [key]: numeric ? toNumbers(next) : next })}
        searchable
        clearable
        // Clients and users run to thousands: the first hundred that match what is typed.
        limit={100}
        nothingFoundMessage="Nothing found"
        size="sm"
      />
    );
  };
  const changed = JSON.stringify(filters) !== JSON.stringify(defaultTaskFilters);

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Text component="legend" size="sm" fw={500} mb={6}>
              Priority type
            </Text>
            <Chip.Group multiple value={filters.type} onChange={(type) => set({ type: type as TaskPriority[] })}>
              <Group gap="xs">
                {taskPriorities.map((p) => (
                  <Chip key={p} value={p} size="sm">
                    {priorityLabels[p]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </fieldset>
          <Button variant="subtle" size="sm" disabled={!changed} onClick={() => onChange(defaultTaskFilters)}>
            Reset filters
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
          {multi('Task type', 'taskType', false)}
          {multi('Tags', 'tags', false)}
          {multi('Users', 'users', true)}
          {multi('Teams', 'teams', true)}
          {multi('Clients', 'clients', true)}
          {multi('Month of relationship (MOR)', 'mor', true)}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
