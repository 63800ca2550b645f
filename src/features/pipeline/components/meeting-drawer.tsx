import { Badge, Button, Drawer, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { meetingNotesMaxLength } from '../../../domain/meetings/meeting-patch-schema';
import { formatRevenue } from '../../../domain/meetings/revenue-display';
import { formatDayUs, formatTimeUs } from '../../../domain/time/us-formats';
import { useDirtyForm } from '../../../ui/dirty-forms';
import { PendingMark } from '../../../ui/pending-mark';
import { saveMeetingNotes } from '../commands/save-meeting-notes';
import { useMeetingNotes } from '../hooks/use-meeting-notes';
import { useMirroredMeeting } from '../hooks/use-mirrored-meeting';
import { timezoneLabel } from '../../../domain/time/timezones';

type Props = {
  meetingId: number | null;
  readOnly?: boolean;
  onClose: () => void;
  /** Given to those who may book: rescheduling books anew and marks this meeting deleted (spec 3). */
  onReschedule?: (meeting: { id: number; clientId: number }) => void;
};

/** A meeting opened from a card or the calendar: its details, and its notes to read and edit (also offline). */
export function MeetingDrawer({ meetingId, readOnly: readOnlyProp = false, onClose, onReschedule }: Props) {
  // A booking still on its way to the server (temporary negative id) has no
  // server record to edit yet.
  const readOnly = readOnlyProp || (meetingId !== null && meetingId < 0);
  const meeting = useMirroredMeeting(meetingId);
  const notes = useMeetingNotes(meeting);
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const value = draft ?? notes.notes;
  const dirty = draft !== null && draft !== notes.notes;
  useDirtyForm(dirty);

  useEffect(() => setDraft(null), [meetingId]);

  async function save() {
    if (!meeting || draft === null) return;
    setSaving(true);
    try {
      await saveMeetingNotes(meeting, draft);
      setDraft(null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer
      opened={meetingId !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={meeting ? `Meeting with ${meeting.prospect_name}` : 'Meeting'}
      closeButtonProps={{ 'aria-label': 'Close the meeting' }}
    >
      {meeting === undefined ? (
        <Loader role="status" aria-label="Loading the meeting" />
      ) : meeting === null ? (
        <Text c="gray.7">This meeting is not on this device yet. It appears once the device has synced.</Text>
      ) : (
        <Stack gap="sm" data-testid="meeting-drawer">
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {[meeting.prospect_title, meeting.prospect_company].filter(Boolean).join(' at ') || meeting.prospect_email}
            </Text>
            <Text size="sm">{meeting.clientName}</Text>
            <Text size="sm" c="gray.7">
              {formatDayUs(meeting.date)}, {formatTimeUs(meeting.startsAt)} to {formatTimeUs(meeting.endsAt)} ({timezoneLabel(meeting.timezone)})
            </Text>
            <Group gap="xs">
              <Badge variant="light" c="blue.9">{meeting.status}</Badge>
              {meeting.deleted === '1' && (
                <Badge color="gray" variant="outline" c="dark.7">
                  deleted
                </Badge>
              )}
              <Text size="sm">Quality {meeting.quality ?? '–'}</Text>
              <Text size="sm">Revenue {meeting.generated_revenue === null ? '–' : formatRevenue(meeting.generated_revenue)}</Text>
            </Group>
          </Stack>
          {onReschedule && !readOnly && meeting.deleted === '0' && (
            <Group>
              <Button variant="default" size="xs" onClick={() => onReschedule({ id: meeting.id, clientId: meeting.clientId })}>
                Reschedule
              </Button>
            </Group>
          )}
          <Textarea
            label="Notes"
            description={
              notes.loading
                ? 'Checking the server for newer notes…'
                : notes.pendingEdit
                  ? 'Saved on this device; sent to the server when the connection allows.'
                  : notes.source === 'server'
                    ? 'Up to date with the server.'
                    : "Offline: showing this device's copy."
            }
            value={value}
            onChange={(e) => setDraft(e.currentTarget.value)}
            readOnly={readOnly}
            autosize
            minRows={6}
            maxRows={16}
            maxLength={meetingNotesMaxLength}
            data-testid="meeting-notes"
          />
          {!readOnly && (
            <Group justify="space-between">
              {notes.pendingEdit ? <PendingMark /> : <span />}
              <Group gap="xs">
                <Button variant="default" onClick={() => setDraft(null)} disabled={!dirty}>
                  Undo changes
                </Button>
                <Button onClick={() => void save()} disabled={!dirty} loading={saving}>
                  Save notes
                </Button>
              </Group>
            </Group>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
