import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// The API's wire formats (spec 3), written by the database where it builds a
// row's JSON itself (row_to_json) or hands a column on as text: one place
// for each format, not a copy in every query.

/** A calendar date: YYYY-MM-DD. */
export const isoDate = (value: SQLWrapper): SQL => sql`to_char(${value}, 'YYYY-MM-DD')`;

/** An instant in UTC to the millisecond, as JavaScript's toISOString writes it: 2026-11-29T18:15:00.000Z. */
export const isoInstant = (value: SQLWrapper): SQL => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
