import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { bookingRefusalTitles, type BookingRefusal } from '../../../domain/meetings/booking-refusals';
import { longDate } from '../../../domain/meetings/meeting-summary';
import { slotLabel } from '../../../domain/time/meeting-slots';
import { AlertIcon } from '../../../ui/icons';

type Props = {
  refusal: BookingRefusal | null;
  clientId: number | null;
  busy: boolean;
  /** Back to the form, everything kept. */
  onClose: () => void;
  /** DNE: book anyway (re-sent with ignoreDne). */
  onContinue: () => void;
  /** Outreach: book without a sending mailbox. */
  onNoSendingMailbox: () => void;
  /** Gmail: book without the calendar invite. */
  onNoInvite: () => void;
};

/**
 * The dialogs of spec 2 for a booking the server sent back (issue 4): the
 * server's sentence says what happened and what to do; the buttons do it.
 * Cancelling any of them keeps the form as it was.
 */
export function BookingRefusalDialog({ refusal, clientId, busy, onClose, onContinue, onNoSendingMailbox, onNoInvite }: Props) {
  return (
    <Modal
      opened={refusal !== null}
      onClose={onClose}
      title={
        refusal ? (
          <Group gap="xs" wrap="nowrap">
            <AlertIcon size={20} color="var(--mantine-color-orange-9)" />
            <Text fw={700} component="span">
              {bookingRefusalTitles[refusal.reason]}
            </Text>
          </Group>
        ) : null
      }
      centered
      size="md"
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-testid="booking-refusal"
    >
      {refusal && (
        <Stack gap="md">
          <Text size="sm">{refusal.error}</Text>
          {refusal.reason === 'duplicate' && (
            <Text size="sm" c="dimmed">
              Booked for {longDate(refusal.date)} at {slotLabel(refusal.startsAt)}.
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            {refusal.reason === 'dne' && (
              <>
                <Button variant="default" onClick={onClose}>
                  Cancel
                </Button>
                <Button loading={busy} onClick={onContinue}>
                  Continue
                </Button>
              </>
            )}
            {refusal.reason === 'duplicate' && (
              <>
                <Button variant="default" onClick={onClose}>
                  Back to the form
                </Button>
                {clientId !== null && (
                  <Button
                    renderRoot={(props) => <Link {...props} to="/meeting/new" search={{ client: clientId, original: refusal.meetingId }} />}
                    onClick={onClose}
                  >
                    Reschedule that meeting
                  </Button>
                )}
              </>
            )}
            {refusal.reason === 'outreach-disconnected' && (
              <>
                <Button variant="default" onClick={onClose}>
                  Back to the form
                </Button>
                <Button onClick={onNoSendingMailbox}>Use no sending mailbox</Button>
              </>
            )}
            {refusal.reason === 'gmail-disconnected' && (
              <>
                <Button variant="default" onClick={onClose}>
                  Choose another inbox
                </Button>
                <Button onClick={onNoInvite}>Turn off the invite</Button>
              </>
            )}
            {refusal.reason === 'past' && <Button onClick={onClose}>Choose another time</Button>}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
