import * as v from 'valibot';

// Field schemas shared by the endpoint descriptions: path and query
// parameters arrive as text, the app sends numbers and booleans; each
// schema takes either and gives the server one typed value. Kept free of
// Temporal so that route search schemas can use them without the polyfill.

/** PostgreSQL's integer: every id and count column. */
export const maxInt32 = 2_147_483_647;

const digits = /^\d{1,10}$/;

/** Marks a path parameter that only digits can fill (Hono matches it as `[0-9]+`). */
export const numericPath = { pathPattern: '[0-9]+' } as const;

/** A record id: a positive 32-bit integer, given as a number or as its digits. */
export const idField = v.pipe(
  v.union([
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'Use a positive whole number.')),
    // Bounds before the transform too, so that the OpenAPI document shows them.
    v.pipe(v.number(), v.integer('Use a whole number.'), v.minValue(1, 'Use a positive whole number.'), v.maxValue(maxInt32, 'That number is too large.')),
  ]),
  v.transform((x) => Number(x)),
  v.minValue(1, 'Use a positive whole number.'),
  v.maxValue(maxInt32, 'That number is too large.'),
  v.metadata(numericPath),
);

/** A whole number from a query string (or a number from the app), within bounds. */
export const intField = (min = 0, max = maxInt32) =>
  v.pipe(
    v.union([
      v.pipe(v.string(), v.regex(digits, 'Use a whole number.')),
      v.pipe(v.number(), v.integer('Use a whole number.'), v.minValue(min, `Use a number of at least ${min}.`), v.maxValue(max, `Use a number of at most ${max}.`)),
    ]),
    v.transform((x) => Number(x)),
    v.minValue(min, `Use a number of at least ${min}.`),
    v.maxValue(max, `Use a number of at most ${max}.`),
  );

/** '1'/'true' or '0'/'false' in a query string; a boolean from the app. */
export const flagField = v.pipe(
  v.union([v.picklist(['1', '0', 'true', 'false'], 'Use 1 or 0.'), v.boolean()]),
  v.transform((x) => x === true || x === '1' || x === 'true'),
);

/**
 * A repeated query parameter: `name[]=a&name[]=b`, `name=a&name=b` or
 * `name=a,b` all give ['a', 'b'].
 */
export const listField = (itemMax = 200, maxItems = 500) =>
  v.pipe(
    v.union([v.pipe(v.string(), v.maxLength(itemMax * maxItems)), v.pipe(v.array(v.pipe(v.string(), v.maxLength(itemMax))), v.maxLength(maxItems))]),
    v.transform((x) => (Array.isArray(x) ? x : [x]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean)),
    v.maxLength(maxItems, `Send at most ${maxItems} values.`),
    v.check((list) => list.every((s) => s.length <= itemMax && !s.includes('\0')), 'A value is too long or not text.'),
  );

/** A repeated query parameter of ids. */
export const idListField = v.pipe(
  listField(10),
  v.check((list) => list.every((s) => /^[1-9]\d{0,9}$/.test(s) && Number(s) <= maxInt32), 'Use whole numbers.'),
  v.transform((list) => list.map(Number)),
);

/** YYYY-MM-DD naming a day that exists, between the years 1900 and 2200. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}

/** A real calendar day, YYYY-MM-DD, between the years 1900 and 2200 (spec 9's default date format). */
export const dateField = (label = 'The date') =>
  v.pipe(
    v.string(`${label} must be a date.`),
    v.isoDate(`${label} must be a real date written YYYY-MM-DD.`),
    v.check(isCalendarDate, `${label} must be a real date written YYYY-MM-DD.`),
  );

/** A month, YYYY-MM, between the years 1900 and 2200. */
export const monthField = (label = 'The month') =>
  v.pipe(
    v.string(`${label} must be a month.`),
    v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${label} must be a month written YYYY-MM.`),
    v.check((s) => isCalendarDate(`${s}-01`), `${label} must be a month written YYYY-MM.`),
  );

/** Text of at most `max` characters without NUL bytes (PostgreSQL refuses them). */
export const textField = (max: number, label = 'This field') =>
  v.pipe(
    v.string(`${label} must be text.`),
    v.maxLength(max, `${label} is at most ${max} characters.`),
    v.check((s) => !s.includes('\0'), `${label} contains a character that is not allowed.`),
  );

/** Like textField, trimmed, and required to hold something. */
export const requiredText = (max: number, label = 'This field') =>
  v.pipe(textField(max, label), v.trim(), v.minLength(1, `${label} is required.`));

/** Field lengths suited to what they hold (hardening: every string has a maximum). */
export const lengths = { email: 254, name: 200, title: 200, short: 100, url: 2048, note: 10_000, html: 200_000 } as const;
