// The shape of a YYYY-MM-DD date (whether the day exists: date-only.ts).
// Kept apart from Temporal so the route search schemas that use it do not
// pull the Temporal polyfill into the first download.
export const isoDatePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
