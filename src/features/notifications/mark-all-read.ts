import { submitEdit } from '../../data/sync/submit-edit';

/**
 * PATCH /notification-user/mark-as-read: every unread notification shows as
 * read at once (also offline); the call is replayed when back online.
 */
export function markAllRead() {
  return submitEdit({
    label: 'Mark notifications as read',
    method: 'PATCH',
    url: '/notification-user/mark-as-read',
    collection: 'notifications',
    entityId: '*',
    op: { kind: 'patch-where', where: { readAt: null }, patch: { readAt: new Date().toISOString() } },
    responseRow: null,
  });
}
