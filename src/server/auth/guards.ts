import { createMiddleware } from 'hono/factory';
import { can, type Permission } from '../../domain/access/permissions';
import { forbidden } from '../http/errors';
import type { AppEnv, SessionUser } from '../http/env';

/** Staff only: guests (client contacts) reach only their own client's views. */
export const staffOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('user').isGuest) throw forbidden('This page is for agency staff only.');
  await next();
});

export const requirePermission = (permission: Permission) =>
  createMiddleware<AppEnv>(async (c, next) => {
    assertCan(c.get('user'), permission);
    await next();
  });

export function assertCan(user: SessionUser, permission: Permission) {
  if (!can(user, permission)) throw forbidden();
}

/** Staff see every client; a guest only the client they belong to. */
export function assertClientAccess(user: SessionUser, clientId: number) {
  if (user.isGuest && user.clientId !== clientId) throw forbidden('You can only see your own company.');
}
