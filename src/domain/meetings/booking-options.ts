import type { BookingMailbox, MailboxGroups } from './booking-lookups';
import { parseMailboxGroupKey } from './booking-lookups';
import { meetingTimezones, timezoneLabel } from '../time/timezones';

export type NumberOption = { value: number; label: string; disabled?: boolean };
export type NumberOptionGroup = { group: string; items: NumberOption[] };

const statusWord = (status: string) => (status === 'connected' ? 'connected' : status === 'disconnected' ? 'disconnected' : status);

/**
 * Mailboxes under their `header~status` key as select groups, the status
 * visible in the group's name and on each disconnected mailbox (issue 4).
 */
export function mailboxOptions(groups: MailboxGroups | undefined): NumberOptionGroup[] {
  if (!groups) return [];
  return Object.entries(groups)
    .filter(([, items]) => items.length > 0)
    .map(([key, items]) => {
      const { header, status } = parseMailboxGroupKey(key);
      return {
        group: status ? `${header} (${statusWord(status)})` : header,
        items: items.map((m: BookingMailbox) => ({
          value: m.id,
          label: m.status === 'connected' ? m.email : `${m.email} (${statusWord(m.status)})`,
        })),
      };
    });
}

/** The mailbox with this id in any group. */
export function findMailbox(groups: MailboxGroups | undefined, id: number | null): BookingMailbox | null {
  if (!groups || id === null) return null;
  for (const items of Object.values(groups)) {
    const found = items.find((m) => m.id === id);
    if (found) return found;
  }
  return null;
}

/** Spec 9's ten zones, named as on every screen ('Eastern (EST)'). */
export const timezoneOptions = meetingTimezones.map((z) => ({ value: z.iana as string, label: timezoneLabel(z.iana) }));
