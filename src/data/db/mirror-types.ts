import type { Me } from '../../domain/auth/me-schema';
import { mirroredCollections, type Collection } from '../../domain/sync/sync-types';
import type { Client } from '../../domain/clients/client-types';
import type { LookupName, Lookups } from '../../domain/lookups/lookup-types';
import type { ClientBookingLookups } from '../../domain/meetings/client-booking-lookups';
import type { PipelineMeeting } from '../../domain/meetings/meeting-types';
import type { UserNotification } from '../../domain/notifications/notification-schema';
import type { CallTask } from '../../domain/tasks/task-types';

export type LookupRow<K extends LookupName = LookupName> = { name: K; items: Lookups[K] };

/** The mirrored collections (domain/sync/sync-types.ts) and their row types. */
export type MirrorRows = {
  me: Me;
  lookups: LookupRow;
  clients: Client;
  meetings: PipelineMeeting;
  tasks: CallTask;
  notifications: UserNotification;
  bookingLookups: ClientBookingLookups;
};

export type { Collection };
export const collections: readonly Collection[] = mirroredCollections;

/** Every table is keyed by `id` (a number), except lookups (by `name`). */
export type MirrorKey = number | string;

export function keyOf(collection: Collection, id: string | number): MirrorKey {
  return collection === 'lookups' ? String(id) : Number(id);
}

export function rowKey(collection: Collection, row: unknown): MirrorKey {
  const r = row as { id?: number; name?: string };
  return collection === 'lookups' ? String(r.name) : Number(r.id);
}
