import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sentMail } from '../../src/server/db/schema/mail';
import { formatMessage, parseSmtpUrl, sendSmtp, SmtpError, type SmtpConfig } from '../../src/server/integrations/smtp/smtp-client';
import { deliverQueuedMail, maxMailAttempts } from '../../src/server/integrations/smtp/smtp-mail';
import { loadAcmeFixture, type AcmeFixture } from '../support/acme-booking';
import { createTestApi, type ApiClient, type TestApi } from '../support/api-client';
import { startFakeSmtpServer } from '../support/fake-smtp-server';

/*
 * Real mail (README, integrations; decision 0012): with SMTP configured a booking's invite
 * and survey are queued in its transaction and delivered after the commit by
 * the mail worker, here to an SMTP server on a loopback port.
 */

let api: TestApi;
let sdr: ApiClient;
let fixture: AcmeFixture;
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let config: SmtpConfig;

beforeAll(async () => {
  api = await createTestApi({ smtp: true });
  sdr = await api.as('sdr@demo.test');
  fixture = await loadAcmeFixture(api, sdr);
  smtp = await startFakeSmtpServer({ user: 'mailer', password: 'p@ss word' });
  // The fake server has no TLS: signing in over it must be allowed in the address.
  config = parseSmtpUrl(`smtp://mailer:${encodeURIComponent('p@ss word')}@127.0.0.1:${smtp.port}?allow-insecure-auth=1`, 'bookings@sdr-ops.example');
});
afterAll(async () => {
  await smtp?.close();
  await api?.close();
});
beforeEach(() => {
  smtp.received.length = 0;
  smtp.commands.length = 0;
  smtp.reject.clear();
  smtp.defer.clear();
});

const db = () => api.database.db;
const mailOf = (meetingId: number) => db().select().from(sentMail).where(eq(sentMail.meetingId, meetingId)).orderBy(sentMail.id);

async function book(overrides: Record<string, unknown> = {}) {
  const body = fixture.booking(overrides);
  const res = await sdr.post('/api/meetings', body);
  expect(res.status).toBe(201);
  return { body, meetingId: res.body.meeting.id as number };
}

describe('the SMTP client', () => {
  it('reads smtp:// and smtps:// addresses with their default ports', () => {
    expect(parseSmtpUrl('smtp://u:p%40x@mail.example', 'a@b.example')).toMatchObject({ host: 'mail.example', port: 587, secure: false, user: 'u', password: 'p@x' });
    expect(parseSmtpUrl('smtps://mail.example', 'a@b.example')).toMatchObject({ port: 465, secure: true, user: undefined });
    expect(() => parseSmtpUrl('http://mail.example', 'a@b.example')).toThrow(/smtp:\/\//);
  });

  it('allows the password over a connection that is not encrypted only when the address says so', () => {
    expect(parseSmtpUrl('smtp://u:p@mail.example', 'a@b.example').allowInsecureAuth).toBe(false);
    expect(parseSmtpUrl('smtp://u:p@mail.example?allow-insecure-auth=1', 'a@b.example').allowInsecureAuth).toBe(true);
    expect(parseSmtpUrl('smtp://u:p@mail.example?allow-insecure-auth=true', 'a@b.example').allowInsecureAuth).toBe(true);
    expect(parseSmtpUrl('smtp://u:p@mail.example?allow-insecure-auth=0', 'a@b.example').allowInsecureAuth).toBe(false);
    expect(() => parseSmtpUrl('smtp://u:p@mail.example?allow-insecure-auth=yes please', 'a@b.example')).toThrow(/allow-insecure-auth/);
  });

  it('never sends AUTH over a connection without TLS or STARTTLS unless allowed, and says why', async () => {
    const plain = parseSmtpUrl(`smtp://mailer:${encodeURIComponent('p@ss word')}@127.0.0.1:${smtp.port}`, 'a@b.example');
    const refusal = await sendSmtp(plain, { to: ['x@y.example'], subject: 's', body: 'b' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(SmtpError);
    expect((refusal as SmtpError).message).toMatch(/no encryption.*allow-insecure-auth=1/);
    // Sending again would not encrypt the connection: the message fails for good.
    expect((refusal as SmtpError).permanent).toBe(true);
    expect(smtp.commands.map((c) => c.verb)).not.toContain('AUTH');
    expect(smtp.received).toHaveLength(0);

    // Without a user nothing secret is sent: mail goes as before.
    await sendSmtp({ ...plain, user: undefined, password: undefined }, { to: ['x@y.example'], subject: 'Anonymous', body: 'b' });
    expect(smtp.received).toMatchObject([{ auth: null, tls: false }]);

    // Allowed in the address: signed in over the plain connection.
    await sendSmtp(config, { to: ['x@y.example'], subject: 'Allowed', body: 'b' });
    expect(smtp.received[1]).toMatchObject({ auth: 'mailer', tls: false });
  });

  it('writes CRLF lines, doubles a leading dot and encodes a subject that is not ASCII', () => {
    const text = formatMessage('a@b.example', { to: ['x@y.example'], subject: 'Réunion', body: 'one\n.two\nthree' }, new Date('2026-11-21T10:00:00Z'));
    expect(text).toContain('Subject: =?UTF-8?B?' + Buffer.from('Réunion').toString('base64') + '?=\r\n');
    expect(text).toContain('Date: Sat, 21 Nov 2026 10:00:00 GMT\r\n');
    expect(text.endsWith('\r\n\r\none\r\n..two\r\nthree\r\n')).toBe(true);
  });

  it('upgrades to TLS with STARTTLS when the server offers it, before signing in', async () => {
    const tlsFiles = new URL('../support/tls/', import.meta.url);
    const starttls = { key: readFileSync(new URL('test-key.pem', tlsFiles), 'utf8'), cert: readFileSync(new URL('test-cert.pem', tlsFiles), 'utf8') };
    const secure = await startFakeSmtpServer({ user: 'mailer', password: 'secret', starttls });
    try {
      const to = { host: '127.0.0.1', port: secure.port, secure: false, user: 'mailer', password: 'secret', from: 'a@b.example' };
      // A certificate nobody vouches for is refused unless told otherwise.
      await expect(sendSmtp(to, { to: ['x@y.example'], subject: 's', body: 'b' })).rejects.toThrow(/certificate/i);
      await sendSmtp({ ...to, rejectUnauthorized: false }, { to: ['x@y.example'], subject: 'Over TLS', body: 'hello' });
      expect(secure.received).toMatchObject([{ tls: true, auth: 'mailer', to: ['x@y.example'] }]);
      // The password went only over the encrypted connection.
      expect(secure.commands.filter((c) => c.verb === 'AUTH')).toEqual([{ verb: 'AUTH', tls: true }]);
    } finally {
      await secure.close();
    }
  });

  it('refuses bad credentials with the server answer', async () => {
    await expect(sendSmtp({ ...config, password: 'wrong' }, { to: ['x@y.example'], subject: 's', body: 'b' })).rejects.toThrow(/535/);
  });
});

describe('booking with SMTP configured', () => {
  it('queues the invite and the survey with the booking and delivers them after it, authenticated', async () => {
    const { body, meetingId } = await book();
    const queued = await mailOf(meetingId);
    expect(queued.map((m) => [m.kind, m.transport, m.status])).toEqual([
      ['meeting-invite', 'smtp', 'queued'],
      ['client-survey', 'smtp', 'queued'],
    ]);
    expect(smtp.received).toHaveLength(0);

    expect(await deliverQueuedMail(db(), config)).toBe(2);
    expect(smtp.received).toHaveLength(2);
    const [invite, survey] = smtp.received;
    expect(invite).toMatchObject({ from: 'bookings@sdr-ops.example', to: [body.prospectEmail, body.additionalRecipients[0]], auth: 'mailer' });
    expect(invite.data).toContain(`Subject: ${body.title}\r\n`);
    expect(invite.data).toContain('You are invited: Call to Discuss: Acme Corp');
    expect(survey.to).toEqual(['success@acmecorp.example', 'owner@acmecorp.example']);
    const sent = await mailOf(meetingId);
    expect(sent.every((m) => m.status === 'sent' && m.attempts === 1 && m.sentAt !== null)).toBe(true);

    // Nothing is sent twice.
    expect(await deliverQueuedMail(db(), config)).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it('sends nothing for a refused booking', async () => {
    const before = await db().select({ id: sentMail.id }).from(sentMail);
    const res = await sdr.post('/api/meetings', fixture.booking({ prospectEmail: 'someone@globex.example' }));
    expect(res.body.reason).toBe('dne');
    expect(await db().select({ id: sentMail.id }).from(sentMail)).toHaveLength(before.length);
  });

  it('fails a message the server refuses for good, and says why', async () => {
    const { body, meetingId } = await book({ sendClientSurvey: false });
    smtp.reject.add(body.prospectEmail);
    await deliverQueuedMail(db(), config);
    const [invite] = await mailOf(meetingId);
    expect(invite).toMatchObject({ status: 'failed', attempts: 1 });
    expect(invite.lastError).toMatch(/550/);
    expect(smtp.received).toHaveLength(0);
  });

  it('tries a deferred message again later, and gives up after the last attempt', async () => {
    const { body, meetingId } = await book({ sendClientSurvey: false });
    smtp.defer.add(body.prospectEmail);
    const start = Date.now();
    await deliverQueuedMail(db(), config, undefined, () => new Date(start));
    let [invite] = await mailOf(meetingId);
    expect(invite).toMatchObject({ status: 'queued', attempts: 1 });
    expect(invite.lastError).toMatch(/451/);
    // Not due yet: nothing is tried.
    await deliverQueuedMail(db(), config, undefined, () => new Date(start + 1_000));
    expect((await mailOf(meetingId))[0].attempts).toBe(1);
    // Due, and accepted now.
    smtp.defer.clear();
    await deliverQueuedMail(db(), config, undefined, () => new Date(start + 3_600_000));
    [invite] = await mailOf(meetingId);
    expect(invite).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.map((m) => m.to)).toEqual([[body.prospectEmail, body.additionalRecipients[0]]]);

    // A server that never answers is tried maxMailAttempts times, then the message fails.
    const other = await book({ sendClientSurvey: false });
    const down = { ...config, port: 1 };
    for (let i = 0; i < maxMailAttempts + 2; i++) await deliverQueuedMail(db(), down, undefined, () => new Date(start + (i + 1) * 86_400_000));
    const [gaveUp] = await mailOf(other.meetingId);
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: maxMailAttempts });
  });

  it('takes a message back whose sender stopped mid-send, once its lease runs out', async () => {
    const { meetingId } = await book({ sendClientSurvey: false });
    const [row] = await mailOf(meetingId);
    const now = Date.now();
    await db().update(sentMail).set({ status: 'sending', nextAttemptAt: new Date(now + 60_000) }).where(inArray(sentMail.id, [row.id]));
    expect(await deliverQueuedMail(db(), config, undefined, () => new Date(now))).toBe(0);
    expect(await deliverQueuedMail(db(), config, undefined, () => new Date(now + 120_000))).toBe(1);
    expect((await mailOf(meetingId))[0].status).toBe('sent');
  });
});
