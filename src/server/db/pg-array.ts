import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A JS array as one PostgreSQL array literal, cast where it is used
 * (`${pgArray(ids)}::int[]`): one parameter for thousands of values, where
 * drizzle would spread a JS array into a parameter per value and build its
 * SQL object by object (a 100,000-row upload allocated gigabytes doing that).
 */
export function pgArray(values: readonly (string | number | boolean | null | undefined)[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (typeof v !== 'string') return String(v);
    return `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/**
 * `column = any(ids)`: one parameter however many ids. Drizzle's inArray
 * makes a parameter of each id and checks each as it builds the query: a
 * pull of fifty changes spent more of the server's time there than in its
 * own queries (issue 24).
 */
export const idIn = (column: Column, ids: readonly number[]): SQL => sql`${column} = any(${pgArray(ids)}::int[])`;
