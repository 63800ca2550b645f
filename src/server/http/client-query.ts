import { assertClientAccess } from '../auth/guards';
import { HttpError } from './errors';
import type { SessionUser } from './env';

/**
 * The client a list call is about, from its validated `client` parameter.
 * Staff may leave it out (every client); a guest gets their own client when
 * it is absent and 403 for another one (spec 6: guests reach only their
 * own client's views).
 */
export function clientOf(user: SessionUser, clientId: number | undefined, { required = false } = {}): number | undefined {
  if (clientId === undefined) {
    if (user.isGuest) return user.clientId ?? -1;
    if (required) throw new HttpError(422, 'client is required.', { fields: { client: 'Choose a client.' } });
    return undefined;
  }
  assertClientAccess(user, clientId);
  return clientId;
}
