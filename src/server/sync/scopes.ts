import type { LookupName } from '../../domain/lookups/lookup-types';
import { staffOnlyLookups } from '../queries/lookups';
import type { Scope } from './record-change';

// Who sees each mirrored entity: one place, used by writers and the seed.
export const userScope = (userId: number): Scope => `user:${userId}`;
export const clientScope = (clientId: number): Scope => `client:${clientId}`;
/** A task is seen by its assignee and the leads of the assignee's teams. */
export const taskScope = (assigneeId: number | null): Scope => (assigneeId === null ? 'staff' : `assignee:${assigneeId}`);
export const lookupScope = (name: LookupName): Scope => (staffOnlyLookups.includes(name) ? 'staff' : 'all');
