import { Accordion, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { CriteriaField, ProfileCriteria } from '../../../domain/sequencer/profile-criteria';
import type { SequencerLookups } from '../hooks/use-sequencer-lookups';
import { chosenLabels, criteriaPanels, type FieldSpec } from './criteria-fields';
import { PickerModal } from './picker-modal';
import { TextListModal } from './text-list-modal';

type Props = {
  criteria: ProfileCriteria;
  lookups: SequencerLookups;
  editable: boolean;
  onChange: (field: CriteriaField, values: unknown[]) => void;
};

const shownMax = 12;

function FieldRow({ spec, values, editable, onOpen }: { spec: FieldSpec; values: (string | number)[]; editable: boolean; onOpen: () => void }) {
  const labels = chosenLabels(spec, values);
  return (
    <Stack gap={4} data-testid={`criteria-${spec.field}`}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {spec.label}
        </Text>
        {editable && (
          <Button size="compact-sm" variant="light" onClick={onOpen} aria-label={`Choose ${spec.label.toLowerCase()}`}>
            Choose
          </Button>
        )}
      </Group>
      {labels.length ? (
        <Group gap={4}>
          {labels.slice(0, shownMax).map((label) => (
            <Badge key={label} variant="light" color="blue" c="dark.9" tt="none">
              {label}
            </Badge>
          ))}
          {labels.length > shownMax && <Text size="sm">and {labels.length - shownMax} more</Text>}
        </Group>
      ) : (
        <Text size="sm" c="gray.7">
          {spec.emptyText}
        </Text>
      )}
    </Stack>
  );
}

/** Spec 2: the criteria panels, each expandable, each field with a modal to pick its values. */
export function CriteriaPanels({ criteria, lookups, editable, onChange }: Props) {
  const panels = criteriaPanels(lookups);
  // The field, not its spec: the spec's choices come from lookups that may
  // still be arriving (first sync), and an open picker must show them then.
  const [openField, setOpenField] = useState<CriteriaField | null>(null);
  const open = panels.flatMap((p) => p.fields).find((f) => f.field === openField) ?? null;
  const count = (fields: FieldSpec[]) => fields.reduce((n, f) => n + (criteria[f.field] as unknown[]).length, 0);
  return (
    <>
      <Accordion multiple defaultValue={panels.map((p) => p.key)} variant="separated" data-testid="criteria">
        {panels.map((panel) => (
          <Accordion.Item key={panel.key} value={panel.key}>
            <Accordion.Control>
              <Group gap="xs">
                <Text fw={600}>{panel.title}</Text>
                <Badge variant="outline" color="gray" c="dark.9" size="sm">
                  {count(panel.fields)}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                {panel.fields.map((spec) => (
                  <FieldRow key={spec.field} spec={spec} values={criteria[spec.field] as (string | number)[]} editable={editable} onOpen={() => setOpenField(spec.field)} />
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {open?.kind === 'pick' && (
        <PickerModal
          opened
          title={open.label}
          groups={open.groups}
          hint={open.hint}
          allLabel={open.allLabel}
          loading={!lookups.ready}
          selected={(criteria[open.field] as (string | number)[]).map(String)}
          onApply={(values) => onChange(open.field, open.numeric ? values.map(Number) : values)}
          onClose={() => setOpenField(null)}
        />
      )}
      {open?.kind === 'text' && (
        <TextListModal
          opened
          title={open.label}
          label={open.label}
          values={criteria[open.field] as string[]}
          parse={open.parse}
          onApply={(values) => onChange(open.field, values)}
          onClose={() => setOpenField(null)}
        />
      )}
    </>
  );
}
