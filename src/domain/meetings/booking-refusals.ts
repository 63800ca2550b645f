// POST /api/meetings answers 422 with `{error, reason, ...}` when the rep has
// to decide something (issue 4). They are 4xx on purpose: the outbox never
// retries them and reopens the form with the rep's data.
export const bookingRefusalReasons = ['past', 'dne', 'duplicate', 'outreach-disconnected', 'gmail-disconnected'] as const;

export type BookingRefusalReason = (typeof bookingRefusalReasons)[number];

export type BookingRefusal =
  | { error: string; reason: 'past' }
  /** Continuing re-sends the booking with `ignoreDne: true`. */
  | { error: string; reason: 'dne'; dne: true; domain: string }
  | { error: string; reason: 'duplicate'; meetingId: number; date: string; startsAt: string; timezone: string }
  | { error: string; reason: 'outreach-disconnected'; disconnected: 'account' | 'mailbox' }
  | { error: string; reason: 'gmail-disconnected'; inbox: string };

/** The dialog titles of spec 2, one per reason. */
export const bookingRefusalTitles: Record<BookingRefusalReason, string> = {
  past: 'Meeting in the past',
  dne: 'Domain on the do-not-email list',
  duplicate: 'Duplicate meeting',
  'outreach-disconnected': 'Outreach account disconnected',
  'gmail-disconnected': 'Gmail account disconnected',
};

export function isBookingRefusal(body: unknown): body is BookingRefusal {
  if (typeof body !== 'object' || body === null) return false;
  const { reason, error } = body as { reason?: unknown; error?: unknown };
  return typeof error === 'string' && (bookingRefusalReasons as readonly unknown[]).includes(reason);
}

// The sentences the server sends as `error`, saying what to do.
export const bookingRefusalMessages = {
  dne: (domain: string, clientName: string) =>
    `${domain} is on ${clientName}'s do-not-email list. Book anyway only if the prospect asked for this meeting; otherwise cancel.`,
  duplicate: (email: string, clientName: string, when: string) =>
    `${email} already has a meeting with ${clientName} (${when}). Reschedule that meeting instead of booking another.`,
  outreachAccount: (clientName: string) =>
    `${clientName}'s Outreach account is disconnected. Ask the client's account manager to reconnect it, or tick No sending mailbox.`,
  outreachMailbox: (mailbox: string) =>
    `The sending mailbox ${mailbox} is disconnected in Outreach. Choose another sending mailbox, or tick No sending mailbox.`,
  gmail: (inbox: string) =>
    `The scheduling inbox ${inbox} is disconnected from Gmail, so the invite cannot be sent. Choose another inbox, reconnect this one, or turn off Send meeting invite.`,
} as const;
