/**
 * Spec 9: numbers with thousands separators, format "0,0" (whole numbers).
 * Written out, not with Intl.NumberFormat: a page's first Intl formatter
 * loads the locale's data, and made at this module's load it was 15–90 ms
 * of a first visit's longest task (decision 0052).
 */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
