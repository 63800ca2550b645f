import { Button, Group, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../data/http/transport-error';
import { maxDayToAdd, maxMonthlyProspects } from '../../../domain/sequencer/profile-body-schema';
import type { SequenceProfile } from '../../../domain/sequencer/profile-types';
import { swimlaneProblems } from '../../../domain/sequencer/swimlane-settings';
import { saveSwimlanes } from '../commands/save-swimlanes';

type Props = {
  profile: SequenceProfile;
  /** Spec 6: super-admin or sequencer-settings-edit. */
  canEdit: boolean;
  /** Why it cannot be saved now (offline, a saved copy); null when it can. */
  blocked: string | null;
  onSaved: () => void;
};

/** The sequencer settings of a profile: swimlanes on or off, the prospects added each month, and the day. */
export function SwimlaneSettings({ profile, canEdit, blocked, onSaved }: Props) {
  const [enabled, setEnabled] = useState(profile.swimlanesEnabled);
  const [monthly, setMonthly] = useState<number | null>(profile.monthlyProspects);
  const [day, setDay] = useState<number | null>(profile.dayToAdd);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problems = swimlaneProblems({ swimlanesEnabled: enabled, monthlyProspects: monthly, dayToAdd: day });
  const changed = enabled !== profile.swimlanesEnabled || monthly !== profile.monthlyProspects || day !== profile.dayToAdd;
  const editable = canEdit && blocked === null;
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await saveSwimlanes(profile.id, profile.version, { swimlanesEnabled: enabled, monthlyProspects: monthly, dayToAdd: day });
      onSaved();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const number = (v: string | number) => (v === '' ? null : Number(v));
  return (
    <Paper withBorder p="md" radius="md" data-testid="swimlane-settings">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Swimlane settings
        </Title>
        <Switch label="Swimlanes enabled" checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} disabled={!editable} />
        <NumberInput
          label="Monthly prospects"
          value={monthly ?? ''}
          onChange={(v) => setMonthly(number(v))}
          min={0}
          max={maxMonthlyProspects}
          allowDecimal={false}
          thousandSeparator=","
          disabled={!editable}
          error={changed ? problems.monthlyProspects : undefined}
        />
        <NumberInput
          label="Day to add"
          description={`Day of the month, 1 to ${maxDayToAdd}`}
          value={day ?? ''}
          onChange={(v) => setDay(number(v))}
          min={1}
          max={maxDayToAdd}
          allowDecimal={false}
          disabled={!editable}
          error={changed ? problems.dayToAdd : undefined}
        />
        {canEdit ? (
          <Group justify="flex-end">
            <Button onClick={() => void save()} loading={busy} disabled={!editable || !changed || Object.keys(problems).length > 0}>
              Save settings
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="gray.7">
            Sequencer settings are changed by those with sequencer-settings-edit.
          </Text>
        )}
        {canEdit && blocked && (
          <Text size="sm" c="gray.7">
            {blocked}
          </Text>
        )}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
