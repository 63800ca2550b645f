import { endpoint } from '../api/endpoint';
import { loginSchema } from './login-schema';
import { meSchema } from './me-schema';

const tag = 'session';

/**
 * Signs in: a new session cookie (HttpOnly, SameSite=Lax) and an XSRF-TOKEN
 * cookie to echo in X-XSRF-TOKEN on unsafe calls.
 */
export const login = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Sign in',
  tag,
  access: 'anyone',
  public: true,
  body: loginSchema,
  // Refused before it is read, even before sign-in (issue 17).
  bodyLimit: 16 * 1024,
  answer: meSchema,
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'Sign out: the session ends on every server process',
  tag,
  access: 'signed-in users',
  status: 204,
});

export const getMe = endpoint({
  method: 'GET',
  path: '/me',
  summary: 'The signed-in user',
  tag,
  access: 'signed-in users',
  answer: meSchema,
});
