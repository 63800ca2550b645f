import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sentMail } from '../db/schema/mail';
import type { MailMessage, MailTransport } from './integrations';

/** Writes a message to `sent_mail`: sent at once by the sandbox, queued for the SMTP worker. */
export async function recordMail(db: Db, message: MailMessage, transport: MailTransport['name'], status: 'sent' | 'queued') {
  await db.insert(sentMail).values({
    kind: message.kind,
    transport,
    to: message.to.join(', '),
    subject: message.subject,
    body: message.body,
    meetingId: message.meetingId ?? null,
    status,
    sentAt: status === 'sent' ? sql`now()` : null,
  });
}
