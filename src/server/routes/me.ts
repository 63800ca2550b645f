import { Hono } from 'hono';
import { getMe } from '../../domain/auth/auth-endpoints';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';

export const meRoutes = new Hono<AppEnv>();

route(meRoutes, getMe, (c) => c.get('user'));
