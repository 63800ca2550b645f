import { Alert, Badge, Button, Group, Loader, NumberInput, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../data/http/transport-error';
import { remoteStatus } from '../../../data/react/remote-status';
import { useConnection } from '../../../data/react/use-connection';
import { meetingGoalMax, nextGoalMonth } from '../../../domain/clients/meeting-goals';
import { formatMonthUs } from '../../../domain/time/calendar-grid';
import { viewerTimezone } from '../../../domain/time/timezones';
import { monthIn } from '../../../domain/time/wall-clock';
import { useDirtyForm } from '../../../ui/dirty-forms';
import { saveMeetingGoals } from '../commands/save-meeting-goals';
import { useMeetingGoals } from '../hooks/use-meeting-goals';


/** GET /api/clients/{id}/meeting-goals, edited and saved (online). */
export function MeetingGoalsSection({ clientId, canEdit }: { clientId: number; canEdit: boolean }) {
  const remote = useMeetingGoals(clientId);
  const goals = remoteStatus(remote);
  const online = useConnection();
  const [draft, setDraft] = useState<Record<string, number | ''>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dirty = Object.keys(draft).length > 0;
  useDirtyForm(dirty);
  const rows = goals.status === 'ready' ? goals.data : [];
  const months = [...new Set([...rows.map((g) => g.month), ...Object.keys(draft)])].sort();
  const goalOf = (month: string) => (month in draft ? draft[month] : (rows.find((g) => g.month === month)?.goal ?? ''));
  const invalid = Object.values(draft).some((g) => g === '' || g < 0 || g > meetingGoalMax || !Number.isInteger(g));
  const editable = canEdit && goals.status === 'ready' && !goals.fromCache;

  async function save() {
    setBusy(true);
    setError(null);
    try {
      remote.show(await saveMeetingGoals(clientId, Object.entries(draft).map(([month, goal]) => ({ month, goal: Number(goal) }))));
      setDraft({});
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="goals-title">
      <Stack gap="sm">
        <Group gap="xs">
          <Text id="goals-title" component="h2" fw={600} m={0}>
            Meeting goals
          </Text>
          {goals.status === 'ready' && goals.fromCache && (
            <Badge size="xs" color="orange" variant="dot">
              saved copy, offline
            </Badge>
          )}
        </Group>
        {goals.status === 'loading' && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">Loading goals…</Text>
          </Group>
        )}
        {goals.status === 'unavailable' && (
          <Alert color="gray" variant="light" p="xs">
            Goals are unavailable offline on this device. They load when you are back online.
          </Alert>
        )}
        {goals.status === 'error' && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {goals.message}
          </Alert>
        )}
        {goals.status === 'ready' && (
          <>
            {months.length === 0 ? (
              <Text size="sm" c="dimmed">
                No goals set yet.
              </Text>
            ) : (
              <Table verticalSpacing={4} data-testid="meeting-goals">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Month</Table.Th>
                    <Table.Th>Meetings</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {months.map((month) => (
                    <Table.Tr key={month}>
                      <Table.Td>{formatMonthUs(month)}</Table.Td>
                      <Table.Td>
                        {editable ? (
                          <NumberInput
                            aria-label={`Meeting goal for ${formatMonthUs(month)}`}
                            value={goalOf(month)}
                            onChange={(value) => setDraft((d) => ({ ...d, [month]: typeof value === 'number' ? value : value === '' ? '' : Number(value) }))}
                            min={0}
                            max={meetingGoalMax}
                            allowDecimal={false}
                            allowNegative={false}
                            size="xs"
                            w={110}
                          />
                        ) : (
                          goalOf(month)
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {error && (
              <Alert color="red" variant="light" p="xs" role="alert">
                {error}
              </Alert>
            )}
            {canEdit && !editable && (
              <Text size="xs" c="dimmed">
                Goals are saved online only; you can edit them when you are back online.
              </Text>
            )}
            {editable && (
              <Group justify="space-between">
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => {
                    const month = nextGoalMonth(months.map((m) => ({ month: m })), monthIn(viewerTimezone()));
                    setDraft((d) => ({ ...d, [month]: 0 }));
                  }}
                >
                  Add a month
                </Button>
                <Group gap="xs">
                  <Button variant="default" size="xs" disabled={!dirty} onClick={() => setDraft({})}>
                    Undo changes
                  </Button>
                  <Button size="xs" disabled={!dirty || invalid || !online} loading={busy} onClick={() => void save()}>
                    Save goals
                  </Button>
                </Group>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
