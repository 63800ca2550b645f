import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { Me } from '../../domain/auth/me-schema';

/**
 * Issue 16: the one guard of every staff-only route (`beforeLoad: staffOnly`).
 * A guest (a client contact) who opens one gets the "not available to client
 * contacts" page before anything of the route loads or renders; `replace`,
 * so the browser's Back goes where they came from.
 */
export function staffOnly({ context, location }: { context: { me: Me }; location: ParsedLocation }) {
  if (context.me.isGuest) throw redirect({ to: '/not-for-guests', search: { from: location.pathname }, replace: true });
}
