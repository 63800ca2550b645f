import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { BookingOrigin } from '../../../domain/meetings/booking-origin';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm } from './booking-form';
import { BookingQueued } from './booking-queued';
import { BookingRefusalDialog } from './booking-refusal-dialog';
import type { BookingStep } from '../../../domain/meetings/booking-flow-state';
import { useBookingFlow } from '../hooks/use-booking-flow';

export type BookingFlowProps = {
  origin: BookingOrigin;
  /** The client to start with (also the reschedule's client). */
  clientId: number | null;
  /** In the modal: step 2's Close. */
  onClose?: () => void;
  onStepChange?: (step: BookingStep['kind']) => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/** The multi-step booking (spec 2): the form, the dialogs, then the confirmation. */
export function BookingFlow({ origin, clientId, onClose, onStepChange, onDirtyChange }: BookingFlowProps) {
  const flow = useBookingFlow({ origin, clientId });
  const { start, step } = flow;

  useEffect(() => onStepChange?.(step.kind), [step.kind, onStepChange]);
  useEffect(() => onDirtyChange?.(flow.dirty), [flow.dirty, onDirtyChange]);

  if (start.kind === 'loading' || (start.kind === 'ready' && !flow.ready)) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Stack align="center" gap="xs">
          <Loader size="md" aria-hidden="true" />
          <Text size="sm" c="dimmed">
            Opening the booking form…
          </Text>
        </Stack>
      </Center>
    );
  }
  if (start.kind === 'error') {
    return (
      <Alert color="red" title="The booking form cannot open" role="alert">
        {start.message}
      </Alert>
    );
  }
  if (start.kind === 'waiting' || start.kind === 'gone') {
    return (
      <Alert
        color={start.kind === 'gone' ? 'green' : 'orange'}
        title={start.kind === 'gone' ? 'Nothing left to do' : 'Still on its way'}
        role="status"
       
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {start.kind === 'gone'
              ? 'This booking is no longer waiting on this device: it reached the server, or it was discarded.'
              : 'This booking is waiting to be sent. It reopens here only if the server sends it back.'}
          </Text>
          <Button component={Link} to="/meeting/new" variant="light" size="xs">
            Book a new meeting
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (step.kind === 'booked') {
    return (
      <BookingConfirmation
        result={step.result}
        clientName={step.clientName}
        prospect={step.prospect}
        onBookAnother={() => void flow.reset()}
        onClose={onClose}
      />
    );
  }
  if (step.kind === 'queued') {
    return (
      <BookingQueued
        tempId={step.tempId}
        summary={step.summary}
        clientName={step.clientName}
        prospect={step.prospect}
        onBookAnother={() => void flow.reset()}
        onClose={onClose}
      />
    );
  }
  return (
    <>
      <BookingForm flow={flow} />
      <BookingRefusalDialog
        refusal={flow.refusal}
        clientId={flow.values.client}
        busy={flow.busy}
        onClose={flow.closeRefusal}
        onContinue={() => void flow.submit({ ignoreDne: true })}
        onNoSendingMailbox={() => {
          flow.act({ type: 'set', patch: { noSendingMailbox: true, outreachMailbox: null } });
          flow.closeRefusal();
        }}
        onNoInvite={() => {
          flow.act({ type: 'set', patch: { sendMeetingInvite: false } });
          flow.closeRefusal();
        }}
      />
    </>
  );
}
