import type { Context } from 'hono';
import { HttpError } from './errors';

/**
 * Optimistic concurrency for mirrored rows (DESIGN.md): a PATCH may send
 * `If-Match: <version>`; when the row has moved on, 412 with the current row
 * so the app can offer "keep mine" or "take theirs".
 */
export function assertFreshVersion(c: Context, current: { version: number }) {
  const header = c.req.header('If-Match');
  if (header === undefined) return;
  const sent = Number(header.replace(/^W\//, '').replaceAll('"', ''));
  if (!Number.isInteger(sent)) throw new HttpError(400, 'If-Match must be a row version number.');
  if (sent !== current.version) {
    throw new HttpError(412, 'Someone else changed this record since you loaded it.', { current });
  }
}
