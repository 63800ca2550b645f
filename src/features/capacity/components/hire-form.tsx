import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import * as v from 'valibot';
import { roleNames } from '../../../domain/access/roles';
import { hireCreateSchema, hireRoles, type HireCreate } from '../../../domain/capacity/capacity-schemas';

type Draft = { name: string; role: string; startDate: string; startingCapacity: number | string };

const roleOptions = hireRoles.map((r) => ({ value: r, label: roleNames[r] }));

/** Add or edit a hire: the same schema as the server's (capacity-schemas.ts). Mounted per hire, so it starts from it. */
export function HireForm({ opened, initial, title, onClose, onSave }: { opened: boolean; initial: HireCreate | null; title: string; onClose: () => void; onSave: (hire: HireCreate) => void }) {
  const blank: Draft = { name: '', role: 'sdr', startDate: '', startingCapacity: 10 };
  const [draft, setDraft] = useState<Draft>(initial ?? blank);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const result = v.safeParse(hireCreateSchema, { ...draft, startingCapacity: draft.startingCapacity === '' ? undefined : Number(draft.startingCapacity) });
    if (!result.success) {
      const next: Record<string, string> = {};
      for (const issue of result.issues) next[v.getDotPath(issue) ?? 'name'] ??= issue.message;
      setErrors(next);
      return;
    }
    onSave(result.output);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Close without saving' }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput label="Name" required value={draft.name} error={errors.name} maxLength={200} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} data-autofocus />
          <Select label="Role" required data={roleOptions} value={draft.role} error={errors.role} allowDeselect={false} onChange={(role) => setDraft({ ...draft, role: role ?? 'sdr' })} />
          <TextInput label="Start date" type="date" required value={draft.startDate} error={errors.startDate} onChange={(e) => setDraft({ ...draft, startDate: e.currentTarget.value })} />
          <NumberInput
            label="Starting capacity (clients)"
            required
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            value={draft.startingCapacity}
            error={errors.startingCapacity}
            onChange={(n) => setDraft({ ...draft, startingCapacity: n })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Save hire</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
