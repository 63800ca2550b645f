// Spec 9: meeting time options every 15 minutes from 8:00am to 5:00pm (37).
const firstSlotMinutes = 8 * 60;
const lastSlotMinutes = 17 * 60;
const slotStepMinutes = 15;

/** One option of the start or end time list: `value` is 24-hour `HH:mm`. */
export type MeetingSlot = { value: string; label: string };

const toValue = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** `HH:mm` → minutes after midnight, or null when it is not a time of day. */
export function slotMinutes(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** `13:15` → `1:15pm`; `12:00` → `12:00pm`; `08:00` → `8:00am`. */
export function slotLabel(value: string): string {
  const minutes = slotMinutes(value);
  if (minutes === null) return value;
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')}${hours < 12 ? 'am' : 'pm'}`;
}

/** The 37 start-time options, 8:00am to 5:00pm, in order. */
export const meetingSlots: readonly MeetingSlot[] = Array.from(
  { length: (lastSlotMinutes - firstSlotMinutes) / slotStepMinutes + 1 },
  (_, i) => {
    const value = toValue(firstSlotMinutes + i * slotStepMinutes);
    return { value, label: slotLabel(value) };
  },
);

export const meetingSlotValues: readonly string[] = meetingSlots.map((s) => s.value);

export function isMeetingSlot(value: string): boolean {
  return meetingSlotValues.includes(value);
}

/**
 * End-time options for a start: the slots strictly after it. A 5:00pm start
 * has none, so the form cannot book it; an unknown start gives every slot.
 */
export function endSlotsAfter(start: string | null | undefined): readonly MeetingSlot[] {
  const startMinutes = start ? slotMinutes(start) : null;
  if (startMinutes === null) return meetingSlots;
  return meetingSlots.filter((s) => (slotMinutes(s.value) ?? 0) > startMinutes);
}

/** Whole minutes from start to end (negative when end is earlier). */
export function slotDurationMinutes(start: string, end: string): number {
  return (slotMinutes(end) ?? 0) - (slotMinutes(start) ?? 0);
}
