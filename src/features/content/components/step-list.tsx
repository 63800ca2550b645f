import { Badge, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import type { ContentSequence } from '../../../domain/content/content-types';
import type { ShownTemplate } from '../hooks/overlay-calls';

export const stepLabel = (sequence: ContentSequence, t: { cadenceStep: number }) => {
  const step = sequence.steps.find((s) => s.step === t.cadenceStep);
  return `Step ${t.cadenceStep}${step ? ` · day ${step.dayOffset} · ${step.channel}` : ''}`;
};

type Props = {
  sequence: ContentSequence;
  templates: ShownTemplate[];
  selected: number | null;
  onSelect: (id: number) => void;
  /** Null when a template may be added; else why not (spec 5). */
  addBlock: string | null;
  onAdd: (() => void) | null;
};

/** The steps with their templates, each marked approved or not; "Add template" when it may be. */
export function StepList({ sequence, templates, selected, onSelect, addBlock, onAdd }: Props) {
  return (
    <Stack gap={4} component="nav" aria-label="Templates" data-testid="step-list">
      {templates.length === 0 && (
        <Text size="sm" c="dimmed">
          No templates yet. Choose a cadence to plan the steps.
        </Text>
      )}
      {templates.map((t, i) => (
        <NavLink
          key={t.id}
          active={t.id === selected}
          onClick={() => onSelect(t.id)}
          label={stepLabel(sequence, t)}
          description={
            <Text span size="xs" c="dark.6">
              {t.subject || (t.body ? 'No subject' : 'Not written yet')}
            </Text>
          }
          data-testid="step-template"
          aria-current={t.id === selected ? 'true' : undefined}
          rightSection={
            <Group gap={4} wrap="nowrap">
              {t.waiting && <Badge size="xs" color="orange" variant="light">waiting</Badge>}
              {t.approved ? (
                <Badge size="xs" color="green" variant="light" c="dark.9" aria-label={`Template ${i + 1} approved`}>
                  ✓
                </Badge>
              ) : null}
            </Group>
          }
        />
      ))}
      {onAdd &&
        (addBlock === null ? (
          <Button variant="light" size="xs" onClick={onAdd} mt="xs">
            Add template
          </Button>
        ) : (
          <Text size="xs" c="dimmed" mt="xs" data-testid="add-template-reason">
            {addBlock}
          </Text>
        ))}
    </Stack>
  );
}
