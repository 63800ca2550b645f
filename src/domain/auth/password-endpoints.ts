import { endpoint } from '../api/endpoint';
import { meSchema } from './me-schema';
import { setPasswordSchema } from './password-rules';

/**
 * Issue 22: a user who signed in with a temporary password sets their own.
 * Until then the server refuses every other call of that session but GET
 * /me and sign-out (403, reason set-password).
 */
export const setPassword = endpoint({
  method: 'POST',
  path: '/api/auth/password',
  summary: 'Set your own password after signing in with a temporary one',
  description: 'Only for a session that must set its password (409 otherwise). Ends the user’s other sessions.',
  tag: 'session',
  access: 'a signed-in user who must set their password',
  body: setPasswordSchema,
  answer: meSchema,
});
