import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import * as v from 'valibot';
import { formatCount } from '../../../domain/format/count-format';
import { uncommonDealCreateSchema, type UncommonDealCreate } from '../../../domain/revenue/revenue-schemas';

type Draft = { name: string; clientId: string | null; date: string; revenue: number | string; thisMonthRec: number | string };

const num = (x: number | string) => (x === '' ? Number.NaN : Number(x));

/**
 * Add or edit an uncommon deal. The director types the revenue and this
 * month's part; next month's part is the rest (spec 3), so the rule holds.
 */
export function UncommonDealForm({
  title,
  initial,
  clients,
  onClose,
  onSave,
}: {
  title: string;
  initial: UncommonDealCreate | null;
  clients: { id: number; name: string }[];
  onClose: () => void;
  onSave: (deal: UncommonDealCreate) => void;
}) {
  const [draft, setDraft] = useState<Draft>(
    initial
      ? { name: initial.name, clientId: initial.clientId === null ? null : String(initial.clientId), date: initial.date, revenue: initial.revenue, thisMonthRec: initial.thisMonthRec }
      : { name: '', clientId: null, date: '', revenue: '', thisMonthRec: '' },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const next = num(draft.revenue) - num(draft.thisMonthRec);

  const submit = () => {
    const result = v.safeParse(uncommonDealCreateSchema, {
      name: draft.name,
      clientId: draft.clientId === null ? null : Number(draft.clientId),
      date: draft.date,
      revenue: num(draft.revenue),
      thisMonthRec: num(draft.thisMonthRec),
      nextMonthRec: Number.isFinite(next) ? Math.max(0, next) : Number.NaN,
    });
    if (!result.success) {
      const found: Record<string, string> = {};
      for (const issue of result.issues) found[v.getDotPath(issue) ?? 'name'] ??= issue.message;
      if (next < 0) found.thisMonthRec = "This month's part cannot be more than the revenue.";
      setErrors(found);
      return;
    }
    if (next < 0) {
      setErrors({ thisMonthRec: "This month's part cannot be more than the revenue." });
      return;
    }
    onSave(result.output);
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Close without saving' }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput label="Name" required maxLength={200} value={draft.name} error={errors.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} data-autofocus />
          <Select
            label="Client"
            placeholder="None"
            searchable
            clearable
            limit={50}
            data={clients.map((c) => ({ value: String(c.id), label: c.name }))}
            value={draft.clientId}
            error={errors.clientId}
            onChange={(clientId) => setDraft({ ...draft, clientId })}
          />
          <TextInput label="Date" type="date" required value={draft.date} error={errors.date} onChange={(e) => setDraft({ ...draft, date: e.currentTarget.value })} />
          <NumberInput
            label="Revenue ($)"
            required
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            value={draft.revenue}
            error={errors.revenue}
            onChange={(revenue) => setDraft({ ...draft, revenue })}
          />
          <NumberInput
            label="Recognised this month ($)"
            required
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            value={draft.thisMonthRec}
            error={errors.thisMonthRec}
            onChange={(thisMonthRec) => setDraft({ ...draft, thisMonthRec })}
          />
          <Text size="sm" data-testid="next-month-rec">
            Recognised next month: ${Number.isFinite(next) && next >= 0 ? formatCount(next) : '—'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Save deal</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
