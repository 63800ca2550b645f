import { Alert, Button, Group, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import * as v from 'valibot';
import type { Me } from '../../../domain/auth/me-schema';
import { settingsPatchSchema, type Settings } from '../../../domain/settings/settings-schema';
import { meetingTimezones, timezoneLabel } from '../../../domain/time/timezones';
import { canEditSettings } from '../../../domain/users/admin-guards';
import { useConnection } from '../../../data/react/use-connection';
import { saveSettings } from '../commands/save-settings';
import { useSettings } from '../hooks/use-settings';
import { RemoteNotice } from '../../../ui/remote-notice';
import { ConnectionNotice } from './admin-notices';
import { writeFailure, type FieldErrors } from './form-errors';

type Values = Pick<Settings, 'agencyName' | 'defaultTimezone' | 'defaultMeetingMinutes' | 'dneCheckEnabled'>;
const minuteOptions = Array.from({ length: 16 }, (_, i) => String((i + 1) * 15));
const valuesOf = (s: Settings): Values => ({ agencyName: s.agencyName, defaultTimezone: s.defaultTimezone, defaultMeetingMinutes: s.defaultMeetingMinutes, dneCheckEnabled: s.dneCheckEnabled });

/** The settings page over GET/PATCH /api/settings (spec 7: a one-element list; its version guards concurrent saves). */
export function SettingsPage({ me }: { me: Me }) {
  const online = useConnection();
  const [epoch, setEpoch] = useState(0);
  const remote = useSettings(epoch);
  const current = remote.data?.[0];
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null);
  const [theirs, setTheirs] = useState<Settings | null>(null);
  const [busy, setBusy] = useState(false);
  const editable = canEditSettings(me);

  // The form starts again from each version read (React: state from a previous render).
  const [formVersion, setFormVersion] = useState<number | null>(null);
  if (current && current.version !== formVersion) {
    setFormVersion(current.version);
    setValues(valuesOf(current));
  }

  async function save(version: number) {
    if (!values) return;
    setMessage(null);
    const parsed = v.safeParse(settingsPatchSchema, [{ ...values, version }]);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.issues) next[v.getDotPath(issue)?.split('.')[1] ?? ''] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    setBusy(true);
    try {
      await saveSettings(parsed.output[0]);
      setTheirs(null);
      setMessage({ color: 'green', text: 'Settings saved.' });
      setEpoch((e) => e + 1);
    } catch (e) {
      const failure = writeFailure(e);
      if (failure.status === 412) {
        setTheirs((failure.current as Settings[] | undefined)?.[0] ?? null);
      } else {
        setErrors(failure.fields);
        setMessage({ color: 'red', text: failure.message });
      }
    } finally {
      setBusy(false);
    }
  }

  const set = <K extends keyof Values>(key: K, value: Values[K]) => values && setValues({ ...values, [key]: value });
  return (
    <Stack gap="md" maw={560}>
      <Title order={2} size="h3">
        Settings
      </Title>
      <Text size="sm" c="dimmed">
        The agency's defaults for booking. Super-admins and holders of sequencer-settings-edit change them.
      </Text>
      <ConnectionNotice />
      <RemoteNotice remote={remote} what="settings" />
      {message && (
        <Alert color={message.color} variant="light" role={message.color === 'green' ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      {theirs && (
        <Alert color="yellow" variant="light" role="alert" title="Someone else saved the settings meanwhile">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Theirs: {theirs.agencyName}, {theirs.defaultTimezone}, {theirs.defaultMeetingMinutes} min., do-not-email check {theirs.dneCheckEnabled ? 'on' : 'off'}.
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => void save(theirs.version)} loading={busy}>
                Keep mine
              </Button>
              <Button size="xs" variant="default" onClick={() => (setTheirs(null), setValues(valuesOf(theirs)), setEpoch((e) => e + 1))}>
                Take theirs
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {values && current && (
        <form
          noValidate
          aria-label="Settings"
          onSubmit={(e) => {
            e.preventDefault();
            void save(current.version);
          }}
        >
          <Stack gap="sm">
            <TextInput label="Agency name" required value={values.agencyName} onChange={(e) => set('agencyName', e.currentTarget.value)} error={errors.agencyName} disabled={!editable} />
            <Select
              label="Default time zone"
              data={meetingTimezones.map((z) => ({ value: z.iana, label: timezoneLabel(z.iana) }))}
              value={values.defaultTimezone}
              onChange={(tz) => tz && set('defaultTimezone', tz)}
              error={errors.defaultTimezone}
              allowDeselect={false}
              disabled={!editable}
            />
            <Select
              label="Default meeting length (minutes)"
              data={minuteOptions}
              value={String(values.defaultMeetingMinutes)}
              onChange={(m) => m && set('defaultMeetingMinutes', Number(m))}
              error={errors.defaultMeetingMinutes}
              allowDeselect={false}
              disabled={!editable}
            />
            <Switch
              label="Check the do-not-email list when booking"
              checked={values.dneCheckEnabled}
              onChange={(e) => set('dneCheckEnabled', e.currentTarget.checked)}
              error={errors.dneCheckEnabled}
              disabled={!editable}
            />
            {editable && (
              <Group justify="flex-end">
                <Button type="submit" loading={busy} disabled={!online}>
                  Save settings
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      )}
    </Stack>
  );
}
