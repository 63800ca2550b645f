import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { ClientBookingLookups } from '../../../domain/meetings/client-booking-lookups';
import { clients } from './clients';

// The booking lookups of each client as last published on the change feed
// (issue 16): the refresh compares what it reads now with this row and puts
// the client on the feed only when something changed (an inbox's status, a
// meeting type, the title prefix ...). The pull reads the row as it is.
export const clientBookingLookups = pgTable('client_booking_lookups', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Omit<ClientBookingLookups, 'id' | 'checkedAt'>>().notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});
