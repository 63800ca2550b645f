const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Spec 9: numbers with thousands separators, format "0,0" (whole numbers). */
export function formatCount(value: number): string {
  return grouped.format(Math.round(value));
}
