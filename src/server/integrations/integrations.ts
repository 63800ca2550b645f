import type { Db } from '../db/client';

export type MailMessage = {
  kind: string;
  to: string[];
  subject: string;
  body: string;
  meetingId?: number;
};

/**
 * Outgoing mail. The sandbox records messages in `sent_mail` and sends
 * nothing; SMTP is used when SMTP_URL is configured.
 */
export type MailTransport = {
  readonly name: 'sandbox' | 'smtp';
  send(db: Db, message: MailMessage): Promise<void>;
};

export type Integrations = {
  /** True when any integration is the local sandbox (shown in the app). */
  readonly sandboxed: boolean;
  readonly mail: MailTransport;
};
