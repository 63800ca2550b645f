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
