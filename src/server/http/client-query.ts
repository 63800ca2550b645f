import type { Context } from 'hono';
import { assertClientAccess } from '../auth/guards';
import { HttpError } from './errors';
import type { AppEnv } from './env';
import { intQuery } from './query';

/**
 * The `client` query parameter of a list call. Staff may leave it out (every
 * client); a guest gets their own client when it is absent and 403 for
 * another one (DESIGN.md: guests reach only their own client's views).
 */
export function clientQuery(c: Context<AppEnv>, { required = false } = {}): number | undefined {
  const user = c.get('user');
  const clientId = intQuery(c, 'client');
  if (clientId === undefined) {
    if (user.isGuest) return user.clientId ?? -1;
    if (required) throw new HttpError(422, 'client is required.', { fields: { client: 'Choose a client.' } });
    return undefined;
  }
  assertClientAccess(user, clientId);
  return clientId;
}
