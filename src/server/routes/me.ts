import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const meRoutes = new Hono<AppEnv>();

// GET /me: {id, name, email, isGuest, roles, permissions}
meRoutes.get('/me', (c) => c.json(c.get('user')));
