/** Spec 3: client name + ' Profile' + the date stamp MMDDYY ("Acme Corp Profile112426"). */
export function defaultProfileName(clientName: string, day: Date = new Date()): string {
  const mm = String(day.getMonth() + 1).padStart(2, '0');
  const dd = String(day.getDate()).padStart(2, '0');
  const yy = String(day.getFullYear() % 100).padStart(2, '0');
  return `${clientName} Profile${mm}${dd}${yy}`;
}
