// Spec 9: the ten time zones offered for meetings, in the spec's order.
export const meetingTimezones = [
  { name: 'Eastern', abbreviation: 'EST', region: 'New York', iana: 'America/New_York' },
  { name: 'Central', abbreviation: 'CST', region: 'Chicago', iana: 'America/Chicago' },
  { name: 'Mountain', abbreviation: 'MDT', region: 'Denver', iana: 'America/Denver' },
  { name: 'Mountain no DST (Arizona)', abbreviation: 'MST', region: 'Phoenix', iana: 'America/Phoenix' },
  { name: 'Pacific', abbreviation: 'PDT', region: 'Los Angeles', iana: 'America/Los_Angeles' },
  { name: 'Alaska', abbreviation: 'AKST', region: 'Anchorage', iana: 'America/Anchorage' },
  { name: 'Hawaii', abbreviation: 'HDT', region: 'Adak', iana: 'America/Adak' },
  { name: 'Hawaii no DST', abbreviation: 'HST', region: 'Honolulu', iana: 'Pacific/Honolulu' },
  { name: 'Israel', abbreviation: 'IST', region: 'Jerusalem', iana: 'Asia/Jerusalem' },
  { name: 'UTC', abbreviation: 'UTC', region: 'UTC', iana: 'UTC' },
] as const;

export type MeetingTimezone = (typeof meetingTimezones)[number];
export type MeetingTimezoneId = MeetingTimezone['iana'];

export const meetingTimezoneIds: readonly string[] = meetingTimezones.map((z) => z.iana);

/**
 * Spec 9: a zone as people read it, its name then its abbreviation:
 * 'Eastern (EST)', 'UTC'. Every screen that names a zone uses this; a zone
 * outside the list keeps its IANA name.
 */
export function timezoneLabel(iana: string): string {
  const zone = meetingTimezones.find((z) => z.iana === iana);
  if (!zone) return iana;
  return zone.name === zone.abbreviation ? zone.name : `${zone.name} (${zone.abbreviation})`;
}

export function isMeetingTimezone(iana: string): iana is MeetingTimezoneId {
  return meetingTimezoneIds.includes(iana);
}

/** The viewer's own zone, as the browser or the server process knows it. */
export function viewerTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Spec 9: an unknown zone name falls back to the viewer's own zone. */
export function resolveTimezone(name: string | null | undefined, fallback: string = viewerTimezone()): string {
  if (!name) return fallback;
  const byName = meetingTimezones.find((z) => z.iana === name || z.name === name || z.abbreviation === name);
  if (byName) return byName.iana;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name;
  } catch {
    return fallback;
  }
}
