import '@mantine/dates/styles.css';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import * as v from 'valibot';
import { useState, type FormEvent } from 'react';
import { clientPatchSchema, type ClientPatch } from '../../../domain/clients/client-patch-schema';
import { clientStatuses } from '../../../domain/clients/client-status';
import type { Client } from '../../../domain/clients/client-types';
import { useDirtyForm } from '../../../ui/dirty-forms';
import { saveClientFields } from '../commands/save-client-fields';
import { useLookupItems } from '../../../data/react/use-lookup-items';

type Fields = Pick<Client, 'status' | 'industryId' | 'sendDate' | 'onboardingDate' | 'details'>;
const fieldNames = ['status', 'industryId', 'sendDate', 'onboardingDate', 'details'] as const;
const statusLabel = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Status, industry, send date (shown MM/DD/YYYY), onboarding date (YYYY-MM-DD) and details. */
export function ClientFieldsForm({ client, canEdit }: { client: Client; canEdit: boolean }) {
  const industries = useLookupItems('industries') ?? [];
  // Only what the user changed; everything else shows the mirror's current value.
  const [draft, setDraft] = useState<Partial<Fields>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const values: Fields = { ...pick(client), ...draft };
  const changed: Partial<Fields> = {};
  for (const name of fieldNames) {
    if (name in draft && (draft[name] ?? null) !== (client[name] ?? null)) Object.assign(changed, { [name]: draft[name] ?? null });
  }
  if ('details' in changed) changed.details = changed.details?.trim() ? changed.details : null;
  const dirty = Object.keys(changed).length > 0;
  useDirtyForm(dirty);
  const set = (patch: Partial<Fields>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!dirty) return;
    const parsed = v.safeParse(clientPatchSchema, changed);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.issues.map((i) => [v.getDotPath(i) ?? '_', i.message])));
      return;
    }
    setErrors({});
    const patch: ClientPatch = parsed.output;
    const industry = patch.industryId === undefined ? {} : { industry: industries.find((i) => i.id === patch.industryId)?.name ?? null };
    await saveClientFields(client, patch, industry);
    setDraft({});
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="client-fields-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text id="client-fields-title" component="h2" fw={600} m={0}>
            Client
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Status"
              data={clientStatuses.map((s) => ({ value: s, label: statusLabel(s) }))}
              value={values.status}
              onChange={(status) => status && set({ status })}
              readOnly={!canEdit}
              allowDeselect={false}
              error={errors.status}
            />
            <Select
              label="Industry"
              data={industries.map((i) => ({ value: String(i.id), label: i.name }))}
              value={values.industryId === null ? null : String(values.industryId)}
              onChange={(id) => set({ industryId: id === null ? null : Number(id) })}
              searchable
              clearable={canEdit}
              readOnly={!canEdit}
              nothingFoundMessage="No such industry"
              placeholder={industries.length ? 'Choose an industry' : (client.industry ?? 'Loading industries…')}
              error={errors.industryId}
            />
            <DatePickerInput
              label="Send date"
              valueFormat="MM/DD/YYYY"
              value={values.sendDate}
              onChange={(sendDate) => set({ sendDate: sendDate ? String(sendDate).slice(0, 10) : null })}
              clearable={canEdit}
              clearButtonProps={{ 'aria-label': 'Clear the send date' }}
              readOnly={!canEdit}
              placeholder="MM/DD/YYYY"
              error={errors.sendDate}
            />
            <DatePickerInput
              label="Onboarding date"
              valueFormat="YYYY-MM-DD"
              value={values.onboardingDate}
              onChange={(onboardingDate) => set({ onboardingDate: onboardingDate ? String(onboardingDate).slice(0, 10) : null })}
              clearable={canEdit}
              clearButtonProps={{ 'aria-label': 'Clear the onboarding date' }}
              readOnly={!canEdit}
              placeholder="YYYY-MM-DD"
              error={errors.onboardingDate}
            />
          </SimpleGrid>
          <Textarea
            label="Details"
            autosize
            minRows={2}
            maxRows={8}
            value={values.details ?? ''}
            onChange={(e) => set({ details: e.currentTarget.value })}
            readOnly={!canEdit}
            error={errors.details}
          />
          {canEdit && (
            <Group justify="flex-end" gap="xs">
              <Button variant="default" disabled={!dirty} onClick={() => (setDraft({}), setErrors({}))}>
                Undo changes
              </Button>
              <Button type="submit" disabled={!dirty}>
                Save client
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

function pick(client: Client): Fields {
  return { status: client.status, industryId: client.industryId, sendDate: client.sendDate, onboardingDate: client.onboardingDate, details: client.details };
}
