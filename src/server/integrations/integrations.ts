import type { ConnectionStatus } from '../../domain/meetings/booking-lookups';
import type { Db } from '../db/client';
import type { OutreachContentApi } from './outreach-content';

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

/**
 * The client's Outreach account and its sending mailboxes. Ids are ours
 * (clients, sending_mailboxes); an unknown id has no status (absent). The
 * content side (uploading a content sequence, reading it back) is in
 * outreach-content.ts.
 */
export type OutreachIntegration = OutreachContentApi & {
  readonly name: string;
  accountStatus(db: Db, clientId: number): Promise<ConnectionStatus | null>;
  /** accountStatus for many clients in one call (lists of instances). */
  accountStatuses(db: Db, clientIds: readonly number[]): Promise<Map<number, ConnectionStatus>>;
  mailboxStatuses(db: Db, mailboxIds: readonly number[]): Promise<Map<number, ConnectionStatus>>;
  /**
   * Spec 4: asks Outreach to sync a profile's sequences. Sets the instance's
   * sequencesSyncRequested flag in the caller's transaction; the remote
   * clears it when the sync is done ("a few seconds later") and the
   * profile's pending, active and failed counts change with it.
   */
  requestSequenceSync(db: Db, request: SequenceSyncRequest): Promise<void>;
};

export type SequenceSyncRequest = {
  instanceId: number;
  profileId: number;
  /** One mailbox of the profile's pairs, or null for all of them. */
  mailboxId: number | null;
};

/** The Gmail accounts of the scheduling inboxes that send calendar invites. */
export type GmailIntegration = {
  readonly name: string;
  inboxStatuses(db: Db, inboxIds: readonly number[]): Promise<Map<number, ConnectionStatus>>;
};

/**
 * Smartlead accounts (our smartlead_instances). A sync asks the remote for
 * the instance's mailboxes and their statuses: it marks the instance syncing
 * in the caller's transaction, and the remote finishes it a few seconds later
 * (syncing cleared, lastSyncedAt recorded).
 */
export type SmartleadIntegration = {
  readonly name: string;
  requestSync(db: Db, instanceId: number): Promise<void>;
};

/** What a webhook post came to: delivered (2xx), refused for good (4xx), or worth trying again (throws). */
export type SlackPostResult = { ok: boolean; status: number | null; error: string | null };

/**
 * Slack incoming webhooks. The sandbox sends nothing and answers as Slack
 * would; the HTTPS poster (SLACK_ENABLED=1) posts for real. Either way the
 * caller records the post in `slack_posts`.
 */
export type SlackIntegration = {
  readonly name: 'sandbox' | 'https';
  /** Posts `text`; throws on a network failure, a timeout, 429 or 5xx (the job retries). */
  post(webhookUrl: string, text: string): Promise<SlackPostResult>;
};

export type Integrations = {
  /** True when any integration is the local sandbox (shown in the app). */
  readonly sandboxed: boolean;
  readonly mail: MailTransport;
  readonly outreach: OutreachIntegration;
  readonly gmail: GmailIntegration;
  readonly smartlead: SmartleadIntegration;
  readonly slack: SlackIntegration;
};

/** Anything but 'connected' counts as disconnected. */
export const toConnectionStatus = (status: string): ConnectionStatus =>
  status === 'connected' ? 'connected' : 'disconnected';
