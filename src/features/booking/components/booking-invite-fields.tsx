import { Fieldset, SimpleGrid, Stack, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { BookingFlow } from '../hooks/use-booking-flow';

/** The invite and what goes with it: title, place, recipients, and the options. */
export function BookingInviteFields({ flow }: { flow: BookingFlow }) {
  const { values, errors, act, busy } = flow;
  return (
    <Fieldset legend="Invite" disabled={busy}>
      <Stack gap="sm">
        <TextInput
          label="Meeting title"
          withAsterisk
          value={values.title}
          onChange={(e) => act({ type: 'title', title: e.currentTarget.value })}
          error={errors.title}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label="Location"
            value={values.location}
            onChange={(e) => act({ type: 'set', patch: { location: e.currentTarget.value } })}
            error={errors.location}
          />
          <TextInput
            label="Survey recipients"
            description="The client’s addresses, separated by commas."
            value={values.surveyEmails}
            onChange={(e) => act({ type: 'set', patch: { surveyEmails: e.currentTarget.value } })}
            error={errors.surveyEmails}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          // Fixed rows, resizable by hand: autosizing measures the layout on every render of the form.
          rows={4}
          resize="vertical"
          value={values.description}
          onChange={(e) => act({ type: 'set', patch: { description: e.currentTarget.value } })}
          error={errors.description}
        />
        <TagsInput
          label="Additional recipients"
          description="Press Enter after each address."
          placeholder="name@company.com"
          splitChars={[',', ' ', ';']}
          value={values.additionalRecipients ?? []}
          onChange={(list) => act({ type: 'set', patch: { additionalRecipients: list.length ? list : null } })}
          error={errors.additionalRecipients}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Switch
            label="Send client survey"
            checked={values.sendClientSurvey}
            onChange={(e) => act({ type: 'set', patch: { sendClientSurvey: e.currentTarget.checked } })}
          />
          <Switch
            label="Send meeting invite"
            checked={values.sendMeetingInvite}
            onChange={(e) => act({ type: 'set', patch: { sendMeetingInvite: e.currentTarget.checked } })}
          />
          <Switch
            label="Add domain to client DNE"
            checked={values.addDomainToClientDne === 1}
            onChange={(e) => act({ type: 'set', patch: { addDomainToClientDne: e.currentTarget.checked ? 1 : 0 } })}
          />
          <Switch
            label="Save as template"
            description="Pre-fill this client's next bookings with this location and description"
            checked={values.saveAsTemplate}
            onChange={(e) => act({ type: 'set', patch: { saveAsTemplate: e.currentTarget.checked } })}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
