import { Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { appDb } from '../../../data/db/app-db-instance';
import { bookingOrigin } from '../../../domain/meetings/booking-origin';
import { discardBookingDraft } from '../commands/discard-booking-draft';
import { BookingFlow } from './booking-flow';

export type BookingModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Start with this client chosen. */
  clientId?: number | null;
  /** Reschedule this meeting of `clientId`: the form is pre-filled and sends originalMeetingId. */
  originalMeetingId?: number | null;
};

/**
 * The booking as a modal over another page (spec 2: the performance and
 * profile pages host it). Closing resets every field (spec 4); with unsaved
 * input it asks first, so nothing typed goes by accident.
 */
export function BookingModal({ opened, onClose, clientId = null, originalMeetingId = null }: BookingModalProps) {
  const narrow = useMediaQuery('(max-width: 50em)');
  const [step, setStep] = useState<string>('form');
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const origin = bookingOrigin({ original: originalMeetingId });

  async function close() {
    setConfirming(false);
    setDirty(false);
    setStep('form');
    await discardBookingDraft(appDb(), origin);
    onClose();
  }

  const title = step === 'booked' ? 'Meeting booked' : step === 'queued' ? 'Booking saved' : originalMeetingId ? 'Reschedule a meeting' : 'Book a meeting';
  return (
    <>
      <Modal
        opened={opened}
        onClose={() => (dirty ? setConfirming(true) : void close())}
        title={title}
        size="62rem"
        fullScreen={narrow}
        closeButtonProps={{ 'aria-label': 'Close the booking' }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {opened && (
          <BookingFlow origin={origin} clientId={clientId} onClose={() => void close()} onStepChange={setStep} onDirtyChange={setDirty} />
        )}
      </Modal>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Discard this booking?"
        centered
        size="sm"
        zIndex={400}
        closeButtonProps={{ 'aria-label': 'Keep editing' }}
      >
        <Text size="sm">Closing the booking clears every field, and what you typed is lost.</Text>
        <Group justify="flex-end" mt="md" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Keep editing
          </Button>
          <Button color="red" onClick={() => void close()}>
            Discard
          </Button>
        </Group>
      </Modal>
    </>
  );
}
