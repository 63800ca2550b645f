const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Spec 9: created/updated details as LL ("November 24, 2026"), in the viewer's zone unless one is given. */
export function formatLL(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(date)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${months[Number(parts.month) - 1]} ${Number(parts.day)}, ${parts.year}`;
}

/** Spec 9: "LL by user" ("November 24, 2026 by Stefan Brandt"). */
export function createdBy(iso: string, user: { name: string } | null, timeZone?: string): string {
  return `${formatLL(iso, timeZone)} by ${user?.name ?? 'a former user'}`;
}
