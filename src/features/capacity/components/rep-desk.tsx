import { useDroppable } from '@dnd-kit/core';
import { editStateWords } from '../../../domain/sync/sync-words';
import { Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { loadColors, loadLevel } from '../../../domain/capacity/rep-load';
import { formatCount } from '../../../domain/format/count-format';
import { PendingMark } from '../../../ui/pending-mark';
import type { RepDesk as Desk } from '../hooks/use-assignment';

const levelText = { room: 'room', near: 'nearly full', full: 'full', over: 'over capacity' } as const;
const shown = 5;

/** A rep as a drop target: their load (active and onboarding clients) against their capacity. */
export function RepDesk({ desk }: { desk: Desk }) {
  const { rep, capacity, load, clients } = desk;
  const { setNodeRef, isOver } = useDroppable({ id: `rep-${rep.id}`, data: { rep } });
  const level = loadLevel(load, capacity);
  const titleId = `rep-desk-${rep.id}`;
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={titleId}
      withBorder
      p="sm"
      radius="sm"
      data-testid="rep-desk"
      data-rep-id={rep.id}
      data-load={load}
      data-over={isOver || undefined}
      style={{ outline: isOver ? '2px solid var(--mantine-color-blue-6)' : undefined, background: isOver ? 'var(--mantine-color-blue-0)' : undefined }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {/* A long name wraps; the load beside it is never cut. */}
          <Text id={titleId} fw={600} size="sm" component="h3" m={0} miw={0}>
            {rep.name}
          </Text>
          <Badge variant="light" color={loadColors[level]} c="dark.9" data-testid="rep-load" style={{ flexShrink: 0 }}>
            {formatCount(load)} / {formatCount(capacity)}
          </Badge>
        </Group>
        <Progress
          value={capacity ? Math.min(100, (load / capacity) * 100) : 100}
          color={loadColors[level]}
          aria-label={`${rep.name}: ${load} of ${capacity} clients, ${levelText[level]}`}
        />
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {clients.slice(0, shown).map((c) => (
            <Group key={c.id} component="li" gap={6} wrap="nowrap" data-testid="rep-client" data-client-id={c.id}>
              <Text size="xs" truncate>
                {c.name}
              </Text>
              {c.queued && <PendingMark label={`Assignment ${editStateWords.pending}`} />}
            </Group>
          ))}
          {clients.length > shown && (
            <Text size="xs" c="dimmed" component="li">
              and {formatCount(clients.length - shown)} more
            </Text>
          )}
          {clients.length === 0 && (
            <Text size="xs" c="dimmed" component="li">
              No clients yet.
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
