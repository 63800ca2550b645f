// Spec 9: the sequence panel shows 10 sequences a page, from offset 0.
export const performancePageSize = 10;
export const performanceFirstOffset = 0;
/** The largest page the API hands out (a bigger limit is refused, not cut). */
export const performanceMaxLimit = 100;

/** The offset of a 1-based page number. */
export function offsetOfPage(page: number, pageSize = performancePageSize): number {
  return Math.max(0, Math.floor(page) - 1) * pageSize;
}

/** How many pages `total` rows fill (at least one, so an empty list still reads "page 1 of 1"). */
export function pageCount(total: number, pageSize = performancePageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "11–20 of 1,234" style bounds of a page: first and last row numbers (0 and 0 when empty). */
export function pageBounds(offset: number, rowsOnPage: number): { first: number; last: number } {
  return rowsOnPage ? { first: offset + 1, last: offset + rowsOnPage } : { first: 0, last: 0 };
}
