import { Loader, Modal } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { can } from '../../domain/access/permissions';
import type { Me } from '../../domain/auth/me-schema';

// The booking form is its own chunk: a page that hosts it loads it on first use.
const BookingModal = lazy(() =>
  import('../../features/booking/components/booking-modal').then((m) => ({
    default: m.BookingModal,
  })),
);

type Target = { clientId: number | null; originalMeetingId: number | null };

export type BookingLauncher = {
  /** Undefined for those who may not book: the pages then offer no button. */
  onBook?: () => void;
  onReschedule?: (meeting: { id: number; clientId: number }) => void;
  /** The modal, to be placed once in the hosting page. */
  modal: ReactNode;
};

/**
 * The booking as a modal over the page that hosts it (spec 2): a new booking
 * for the client in view, or a reschedule of an opened meeting.
 */
export function useBookingLauncher(me: Me, clientId: number | null = null): BookingLauncher {
  const [target, setTarget] = useState<Target | null>(null);
  if (me.isGuest || !can(me, 'book-meetings')) return { modal: null };
  const modal = target && (
    <Suspense
      fallback={
        <Modal opened onClose={() => setTarget(null)} title="Book a meeting" size="62rem">
          <Loader role="status" aria-label="Opening the booking" />
        </Modal>
      }
    >
      <BookingModal opened onClose={() => setTarget(null)} clientId={target.clientId} originalMeetingId={target.originalMeetingId} />
    </Suspense>
  );
  return {
    onBook: () => setTarget({ clientId, originalMeetingId: null }),
    onReschedule: (meeting) => setTarget({ clientId: meeting.clientId, originalMeetingId: meeting.id }),
    modal,
  };
}
