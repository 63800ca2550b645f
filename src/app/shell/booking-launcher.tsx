import { Loader, Modal } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
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
  /** A new booking for a client chosen on the page (a row of the performance panel). */
  onBookFor?: (clientId: number) => void;
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
  // What opened the modal gets the focus back once it has gone (it unmounts
  // rather than closes, so the modal's own focus return never runs).
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (target || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [target]);
  const open = (next: Target) => {
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    setTarget(next);
  };
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
    onBook: () => open({ clientId, originalMeetingId: null }),
    onBookFor: (forClient) => open({ clientId: forClient, originalMeetingId: null }),
    onReschedule: (meeting) => open({ clientId: meeting.clientId, originalMeetingId: meeting.id }),
    modal,
  };
}
