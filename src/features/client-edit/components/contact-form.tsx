import { Button, Group, Paper, Select, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import * as v from 'valibot';
import { useState, type FormEvent } from 'react';
import type { Client } from '../../../domain/clients/client-types';
import { contactSchema } from '../../../domain/clients/contact-schema';
import { normalizeTaskTags, taskTagsMax } from '../../../domain/clients/task-tags-schema';
import { useDirtyForm } from '../../../ui/dirty-forms';
import { saveContactAndTags } from '../commands/save-contact-and-tags';
import { useKnownTags } from '../hooks/use-known-tags';
import { useLookupItems } from '../../../data/react/use-lookup-items';

type ContactFields = { name: string; email: string; phone: string; address: string; city: string; state: string; zipCode: string };
const contactFields = ['name', 'email', 'phone', 'address', 'city', 'state', 'zipCode'] as const;

function fieldsOf(client: Client): ContactFields {
  const c = client.contact;
  return {
    name: c?.name ?? '',
    email: c?.email ?? '',
    phone: c?.phone ?? '',
    address: c?.address ?? '',
    city: c?.city ?? '',
    state: c?.state ?? '',
    zipCode: c?.zipCode ?? '',
  };
}

/** The client's contact (created if it has no id, else updated) and its task tags, saved after it (spec 4). */
export function ContactForm({ client, canEdit }: { client: Client; canEdit: boolean }) {
  const states = useLookupItems('states') ?? [];
  const knownTags = useKnownTags();
  const [draft, setDraft] = useState<Partial<ContactFields>>({});
  const [tagsDraft, setTagsDraft] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saved = fieldsOf(client);
  const values: ContactFields = { ...saved, ...draft };
  const contactChanged = contactFields.some((f) => values[f] !== saved[f]);
  const tags = tagsDraft ?? client.taskTags;
  const tagsChanged = tagsDraft !== null && JSON.stringify(normalizeTaskTags(tagsDraft)) !== JSON.stringify(client.taskTags);
  useDirtyForm(contactChanged || tagsChanged);
  const set = (patch: Partial<ContactFields>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    let contact = null;
    if (contactChanged) {
      const blankToNull = (s: string) => (s.trim() ? s : null);
      const parsed = v.safeParse(contactSchema, {
        name: values.name,
        email: values.email,
        phone: blankToNull(values.phone),
        address: blankToNull(values.address),
        city: blankToNull(values.city),
        state: blankToNull(values.state),
        zipCode: blankToNull(values.zipCode),
      });
      if (!parsed.success) {
        setErrors(Object.fromEntries(parsed.issues.map((i) => [v.getDotPath(i) ?? '_', i.message])));
        return;
      }
      contact = parsed.output;
    }
    const nextTags = tagsChanged ? normalizeTaskTags(tagsDraft!) : null;
    if (nextTags && nextTags.length > taskTagsMax) {
      setErrors({ taskTags: `At most ${taskTagsMax} task tags.` });
      return;
    }
    setErrors({});
    await saveContactAndTags(client, contact, nextTags);
    setDraft({});
    setTagsDraft(null);
  }

  const input = (name: Exclude<keyof ContactFields, 'state'>, label: string, extra: { required?: boolean; type?: string; autoComplete?: string } = {}) => (
    <TextInput
      label={label}
      value={values[name]}
      onChange={(e) => set({ [name]: e.currentTarget.value })}
      readOnly={!canEdit}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="contact-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text id="contact-title" component="h2" fw={600} m={0}>
            Contact and task tags
          </Text>
          {!client.contact && (
            <Text size="sm" c="dimmed">
              This client has no contact yet{canEdit ? '; saving creates one.' : '.'}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {input('name', 'Contact name', { required: canEdit, autoComplete: 'off' })}
            {input('email', 'Contact email', { required: canEdit, type: 'email', autoComplete: 'off' })}
            {input('phone', 'Phone', { type: 'tel' })}
            {input('address', 'Address')}
            {input('city', 'City')}
            <Select
              label="State"
              data={states.map((s) => ({ value: s.abbreviation, label: s.label }))}
              value={values.state || null}
              onChange={(state) => set({ state: state ?? '' })}
              searchable
              clearable={canEdit}
              readOnly={!canEdit}
              nothingFoundMessage="No such state"
              error={errors.state}
            />
            {input('zipCode', 'Zip code')}
          </SimpleGrid>
          <TagsInput
            label="Task tags"
            description="Tags the call tasks of this client can carry. Press Enter after each new tag."
            data={knownTags}
            value={tags}
            onChange={setTagsDraft}
            readOnly={!canEdit}
            clearable={canEdit}
            maxTags={taskTagsMax}
            error={errors.taskTags}
            data-testid="task-tags"
          />
          {canEdit && (
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                disabled={!contactChanged && !tagsChanged}
                onClick={() => {
                  setDraft({});
                  setTagsDraft(null);
                  setErrors({});
                }}
              >
                Undo changes
              </Button>
              <Button type="submit" disabled={!contactChanged && !tagsChanged}>
                Save contact and tags
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
