import { sql } from 'drizzle-orm';
import { sentMail } from '../db/schema/mail';
import type { MailTransport } from './integrations';

/** Sandbox mail: every message is recorded, none leaves the machine. */
export const sandboxMail: MailTransport = {
  name: 'sandbox',
  async send(db, message) {
    await db.insert(sentMail).values({
      kind: message.kind,
      transport: 'sandbox',
      to: message.to.join(', '),
      subject: message.subject,
      body: message.body,
      meetingId: message.meetingId ?? null,
      sentAt: sql`now()`,
    });
  },
};
