import * as v from 'valibot';
import { Temporal } from 'temporal-polyfill';

/** A real calendar day written YYYY-MM-DD (spec 3: onboardingDate; spec 9: the default date format). */
export function isDateOnly(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // A sane range (issue 17): year 0000 and the like are refused, not stored.
  const year = Number(value.slice(0, 4));
  if (year < 1900 || year > 2200) return false;
  try {
    Temporal.PlainDate.from(value, { overflow: 'reject' });
    return true;
  } catch {
    return false;
  }
}

export const dateOnlySchema = (label: string) =>
  v.pipe(v.string(`${label} must be a date.`), v.isoDate(`${label} must be a date written YYYY-MM-DD.`), v.check(isDateOnly, `${label} must be a date written YYYY-MM-DD.`));
