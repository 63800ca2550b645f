import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { assumptionValueIssue, isAssumptionKey } from '../../../domain/capacity/assumptions';
import { CommitNumberInput } from '../../../ui/commit-number-input';
import { EditMark } from '../../../ui/edit-mark';
import { updateAssumption } from '../commands/update-assumption';
import type { CapacityView } from '../hooks/use-capacity-plan';

/** Spec 2, assumptions: the model's named inputs with their units and bounds. */
export function AssumptionsTab({ view, canEdit }: { view: CapacityView; canEdit: boolean }) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        The inputs of the capacity model. A change moves the projections and the chart at once.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {view.state.assumptions.map((a) => (
          <Paper key={a.id} withBorder p="sm" radius="sm" component="section" aria-labelledby={`assumption-${a.key}`} data-testid="assumption" data-key={a.key}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Title order={2} size="h5" id={`assumption-${a.key}`}>
                  {a.name}
                </Title>
                <EditMark edits={view.pending.get(`capacity-assumptions:${a.id}`)} />
              </Group>
              <Text size="sm">{a.description}</Text>
              <CommitNumberInput
                value={a.val}
                min={a.min}
                max={a.max}
                step={a.step}
                allowDecimal={!a.integer}
                clampBehavior="none"
                disabled={!canEdit}
                label={`${a.name} (${a.unit})`}
                description={`From ${a.min} to ${a.max} ${a.unit}`}
                check={(n) => (n === null ? 'Enter a number.' : isAssumptionKey(a.key) ? assumptionValueIssue(a.key, n) : null)}
                onCommit={(n) => n !== null && void updateAssumption(a, n)}
              />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
