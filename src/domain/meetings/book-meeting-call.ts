/**
 * The booking call's method and path, apart from its endpoint (booking-endpoints.ts):
 * the app's frame finds queued bookings in the outbox by them, and importing
 * the endpoint would bring its schemas, and with them the Temporal polyfill,
 * into every screen's first download (issue 24).
 */
export const bookMeetingCall = { method: 'POST', path: '/api/meetings' } as const;
