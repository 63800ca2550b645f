import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sentMail } from '../../db/schema/mail';
import type { MailTransport } from '../integrations';
import { recordMail } from '../record-mail';
import { sendSmtp, SmtpError, type SmtpConfig, type SmtpMessage } from './smtp-client';

/** Temporary failures are tried again this many times in all, further apart each time. */
export const maxMailAttempts = 6;
const retryDelaysMs = [30_000, 120_000, 600_000, 1_800_000, 3_600_000];

/**
 * Real mail: `send` queues the message in the caller's transaction; the
 * worker delivers it after the commit, so a booking rolled back sends nothing
 * and a repeated request (same Idempotency-Key) does not send twice.
 */
export function smtpMail(): MailTransport {
  return { name: 'smtp', send: (db, message) => recordMail(db, message, 'smtp', 'queued') };
}

export type Deliver = (config: SmtpConfig, message: SmtpMessage) => Promise<void>;

/** A message being sent is leased for this long; a crashed sender's lease runs out and another retries it. */
const sendingLeaseMs = 300_000;

/**
 * Delivers what is queued and due, oldest first. Each message is claimed in a
 * short statement (`for update skip locked`, so two server processes never
 * take the same one) and sent outside any transaction: the database is not
 * held while a mail server answers. A 5xx answer fails the message at once;
 * anything else is retried later, up to `maxMailAttempts`. Returns how many were sent.
 */
export async function deliverQueuedMail(db: Db, config: SmtpConfig, deliver: Deliver = sendSmtp, now = () => new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const at = now();
    const due = db
      .select({ id: sentMail.id })
      .from(sentMail)
      .where(
        or(
          and(eq(sentMail.status, 'queued'), or(isNull(sentMail.nextAttemptAt), lte(sentMail.nextAttemptAt, at))),
          and(eq(sentMail.status, 'sending'), lte(sentMail.nextAttemptAt, at)),
        ),
      )
      .orderBy(asc(sentMail.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(sentMail)
      .set({ status: 'sending', nextAttemptAt: new Date(at.getTime() + sendingLeaseMs) })
      .where(inArray(sentMail.id, due))
      .returning();
    if (!row) return sent;
    const to = row.to.split(',').map((s) => s.trim()).filter(Boolean);
    try {
      await deliver(config, { to, subject: row.subject, body: row.body });
      await db.update(sentMail).set({ status: 'sent', attempts: row.attempts + 1, sentAt: sql`now()`, lastError: null, nextAttemptAt: null }).where(eq(sentMail.id, row.id));
      sent += 1;
    } catch (e) {
      const attempts = row.attempts + 1;
      const failed = (e instanceof SmtpError && e.permanent) || attempts >= maxMailAttempts;
      const delay = retryDelaysMs[Math.min(attempts - 1, retryDelaysMs.length - 1)];
      await db
        .update(sentMail)
        .set({
          status: failed ? 'failed' : 'queued',
          attempts,
          lastError: e instanceof Error ? e.message : String(e),
          nextAttemptAt: failed ? null : new Date(at.getTime() + delay),
        })
        .where(eq(sentMail.id, row.id));
    }
  }
}

/** Runs the delivery every few seconds until stopped; errors are logged, never thrown. */
export function startMailWorker(db: Db, config: SmtpConfig, log: (line: string) => void, everyMs = 3_000) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await deliverQueuedMail(db, config);
    } catch (e) {
      log(`Mail delivery failed: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
