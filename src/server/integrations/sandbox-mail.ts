import type { MailTransport } from './integrations';
import { recordMail } from './record-mail';

/** Sandbox mail: every message is recorded, none leaves the machine. */
export const sandboxMail: MailTransport = {
  name: 'sandbox',
  send: (db, message) => recordMail(db, message, 'sandbox', 'sent'),
};
