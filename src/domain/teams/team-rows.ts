/** Spec 9: team members are shown in rows of 4. */
export const teamRowSize = 4;

export function inRows<T>(items: readonly T[], size = teamRowSize): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}
