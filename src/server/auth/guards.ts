import { createMiddleware } from 'hono/factory';
import { can, type Permission } from '../../domain/access/permissions';
import type { Refusal } from '../../domain/users/admin-guards';
import { forbidden, HttpError } from '../http/errors';
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

/** Throws a guard's refusal (src/domain/users/admin-guards.ts) as the HTTP error it names. */
export function assertAllowed(refusal: Refusal | null) {
  if (!refusal) return;
  throw new HttpError(refusal.status, refusal.message, refusal.field ? { fields: { [refusal.field]: refusal.message } } : {});
}
