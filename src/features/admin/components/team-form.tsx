import { Select, Stack, TextInput } from '@mantine/core';
import { slackWebhookPrefix } from '../../../domain/teams/slack-webhook';
import { useLookupItems } from '../../../data/react/use-lookup-items';
import type { FieldErrors } from './form-errors';

export type TeamFormValues = { name: string; department: string | null; teamLead: string | null; slackWebhookUrl: string };

export const emptyTeamForm: TeamFormValues = { name: '', department: null, teamLead: null, slackWebhookUrl: '' };

/** The body of POST/PATCH /api/teams (spec 7: name, department, teamLead, slackWebhookUrl). */
export const teamBodyOf = (v: TeamFormValues) => ({
  name: v.name,
  department: v.department ? Number(v.department) : null,
  teamLead: v.teamLead ? Number(v.teamLead) : null,
  slackWebhookUrl: v.slackWebhookUrl.trim() ? v.slackWebhookUrl.trim() : null,
});

type Props = { values: TeamFormValues; onChange: (v: TeamFormValues) => void; errors: FieldErrors; leadLocked: boolean; disabled?: boolean };

export function TeamForm({ values, onChange, errors, leadLocked, disabled }: Props) {
  const departments = useLookupItems('departments') ?? [];
  const users = useLookupItems('users') ?? [];
  const set = <K extends keyof TeamFormValues>(key: K, value: TeamFormValues[K]) => onChange({ ...values, [key]: value });
  const leads = users.filter((u) => u.active || String(u.id) === values.teamLead).map((u) => ({ value: String(u.id), label: u.name }));
  return (
    <Stack gap="sm">
      <TextInput label="Name" required value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} disabled={disabled} />
      <Select
        label="Department"
        clearable
        data={departments.map((d) => ({ value: String(d.id), label: d.name }))}
        value={values.department}
        onChange={(v) => set('department', v)}
        error={errors.department}
        disabled={disabled}
      />
      <Select
        label="Team lead"
        description={leadLocked ? 'A team manager changes the lead.' : undefined}
        clearable
        searchable
        data={leads}
        value={values.teamLead}
        onChange={(v) => set('teamLead', v)}
        error={errors.teamLead}
        disabled={disabled || leadLocked}
      />
      <TextInput
        label="Slack webhook URL"
        description={`Bookings for this team's clients are posted here. An address starting with ${slackWebhookPrefix}`}
        placeholder={`${slackWebhookPrefix}services/…`}
        value={values.slackWebhookUrl}
        onChange={(e) => set('slackWebhookUrl', e.currentTarget.value)}
        error={errors.slackWebhookUrl}
        disabled={disabled}
      />
    </Stack>
  );
}
