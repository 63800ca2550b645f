import { Button, Group, Paper, Text } from '@mantine/core';

export type RemovedTask = { taskId: number; name: string; outboxSeq: number };

type Props = { removed: RemovedTask | null; onUndo: () => void };

/** "Removed … Undo" for a few seconds after Remove (issue 16: no confirmation, a way back). */
export function RemovedTaskUndo({ removed, onUndo }: Props) {
  return (
    <div role="status">
      {removed && (
        <Paper withBorder p="xs" radius="sm" bg="gray.0" data-testid="removed-task-undo">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">Removed {removed.name}.</Text>
            <Button size="xs" variant="default" onClick={onUndo}>
              Undo
            </Button>
          </Group>
        </Paper>
      )}
    </div>
  );
}
