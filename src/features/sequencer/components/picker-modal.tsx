import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';

export type PickerOption = { value: string; label: string };
export type PickerGroup = { label: string | null; options: PickerOption[] };

type Props = {
  opened: boolean;
  title: string;
  groups: PickerGroup[];
  selected: string[];
  hint?: string;
  /** A "select all" button (all states). */
  allLabel?: string;
  /** The choices are still arriving (the lookups' first sync). */
  loading?: boolean;
  onApply: (values: string[]) => void;
  onClose: () => void;
};

/** A modal to pick values of one criterion (spec 2: each criteria panel has one), grouped, with a filter. Mounted while open. */
export function PickerModal({ opened, title, groups, selected, hint, allLabel, loading = false, onApply, onClose }: Props) {
  const [chosen, setChosen] = useState<string[]>(selected);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = useMemo(
    () =>
      groups
        .map((g) => ({ ...g, options: g.options.filter((o) => !needle || o.label.toLowerCase().includes(needle) || (g.label ?? '').toLowerCase().includes(needle)) }))
        .filter((g) => g.options.length),
    [groups, needle],
  );
  const all = groups.flatMap((g) => g.options.map((o) => o.value));
  const toggle = (value: string, on: boolean) => setChosen((c) => (on ? [...c, value] : c.filter((v) => v !== value)));
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': 'Close without changes' }}>
      <Stack gap="sm">
        {hint && (
          <Text size="sm" c="gray.7">
            {hint}
          </Text>
        )}
        <Group align="flex-end">
          <TextInput label="Filter" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} style={{ flex: 1 }} />
          {allLabel && (
            <Button variant="default" onClick={() => setChosen(all)}>
              {allLabel}
            </Button>
          )}
          <Button variant="default" onClick={() => setChosen([])}>
            Clear
          </Button>
        </Group>
        <ScrollArea.Autosize mah={420} type="auto">
          <Stack gap="md" pr="sm">
            {shown.map((g) => (
              <Stack key={g.label ?? ''} gap={6} role="group" aria-label={g.label ?? title}>
                {g.label && (
                  <Text fw={600} size="sm">
                    {g.label}
                  </Text>
                )}
                {g.options.map((o) => (
                  <Checkbox key={o.value} label={o.label} checked={chosen.includes(o.value)} onChange={(e) => toggle(o.value, e.currentTarget.checked)} />
                ))}
              </Stack>
            ))}
            {!shown.length && (
              <Text c="gray.7" role="status">
                {loading ? 'Loading the choices…' : needle ? 'Nothing matches the filter.' : 'Nothing to choose from.'}
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="space-between">
          <Text size="sm" c="gray.7" aria-live="polite">
            {chosen.length} chosen
          </Text>
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                onApply(all.filter((v) => chosen.includes(v)));
                onClose();
              }}
            >
              Apply
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
