import { randomUUID } from 'node:crypto';
import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';

/**
 * Where mail goes when SMTP is configured: `SMTP_URL` is
 * `smtp://user:password@host:587` (STARTTLS when the server offers it) or
 * `smtps://user:password@host:465` (TLS from the start); `MAIL_FROM` the sender.
 * The password is never sent over a connection that is not encrypted, unless
 * the address says so with `?allow-insecure-auth=1` (a relay on the same
 * machine or a private network, say).
 */
export type SmtpConfig = {
  host: string;
  port: number;
  /** TLS from the first byte (smtps). */
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
  /** Name sent in EHLO. */
  clientName?: string;
  /** Let a test server use a self-signed certificate. */
  rejectUnauthorized?: boolean;
  /** Send AUTH over a connection with neither TLS nor STARTTLS (`?allow-insecure-auth=1`). */
  allowInsecureAuth?: boolean;
  timeoutMs?: number;
};

/** The query parameter of SMTP_URL that allows the password over a connection that is not encrypted. */
export const insecureAuthParam = 'allow-insecure-auth';

export function parseSmtpUrl(url: string, from: string): SmtpConfig {
  const u = new URL(url);
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const secure = u.protocol === 'smtps:';
  const insecure = u.searchParams.get(insecureAuthParam);
  if (insecure !== null && !['1', 'true', '0', 'false'].includes(insecure)) {
    throw new Error(`SMTP_URL: ${insecureAuthParam} must be 1 or 0 (true or false).`);
  }
  return {
    allowInsecureAuth: insecure === '1' || insecure === 'true',
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    user: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    from,
  };
}

export type SmtpMessage = { to: readonly string[]; subject: string; body: string };

/** A refusal from the server: 5xx is permanent (do not retry), 4xx is not. */
export class SmtpError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
  get permanent(): boolean {
    return this.code !== null && this.code >= 500;
  }
}

type Reply = { code: number; lines: string[] };

/** Reads whole replies (multi-line `250-...` up to `250 ...`) from a socket. */
function replyReader(socket: Socket | TLSSocket) {
  let buffer = '';
  let lines: string[] = [];
  const ready: Reply[] = [];
  let waiting: { resolve: (r: Reply) => void; reject: (e: Error) => void } | null = null;
  let failure: Error | null = null;

  const onData = (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    let at: number;
    while ((at = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + 2);
      lines.push(line.slice(4));
      if (line[3] !== '-') {
        const reply = { code: Number(line.slice(0, 3)), lines };
        lines = [];
        if (waiting) {
          const w = waiting;
          waiting = null;
          w.resolve(reply);
        } else ready.push(reply);
      }
    }
  };
  const onEnd = (e?: Error) => {
    failure = e ?? new SmtpError('The SMTP server closed the connection.', null);
    waiting?.reject(failure);
    waiting = null;
  };
  socket.on('data', onData);
  socket.on('error', onEnd);
  socket.on('close', () => onEnd());
  return {
    next(): Promise<Reply> {
      const r = ready.shift();
      if (r) return Promise.resolve(r);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => (waiting = { resolve, reject }));
    },
    detach() {
      socket.off('data', onData);
    },
  };
}

const headerSafe = (s: string) => s.replace(/[\r\n]+/g, ' ');

/** RFC 2047 for a subject that is not plain ASCII. */
function encodeHeader(s: string): string {
  const safe = headerSafe(s);
  return /^[\x20-\x7e]*$/.test(safe) ? safe : `=?UTF-8?B?${Buffer.from(safe, 'utf8').toString('base64')}?=`;
}

/** The message as sent after DATA: headers, CRLF lines, leading dots doubled. */
export function formatMessage(from: string, message: SmtpMessage, date = new Date()): string {
  const domain = from.split('@')[1] ?? 'localhost';
  const headers = [
    `From: ${headerSafe(from)}`,
    `To: ${message.to.map(headerSafe).join(', ')}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const body = message.body
    .replace(/\r?\n/g, '\r\n')
    .split('\r\n')
    .map((line) => (line.startsWith('.') ? `.${line}` : line))
    .join('\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${body}\r\n`;
}

/**
 * Sends one message: EHLO, STARTTLS when offered, AUTH PLAIN when a user is
 * set, MAIL, RCPT, DATA, QUIT. With a user but no encryption (no smtps, no
 * STARTTLS offered) it stops before AUTH, unless `allowInsecureAuth`: the
 * password would cross the network in the clear (base64 is no protection).
 */
export async function sendSmtp(config: SmtpConfig, message: SmtpMessage): Promise<void> {
  const timeout = config.timeoutMs ?? 30_000;
  const tls = { servername: config.host, rejectUnauthorized: config.rejectUnauthorized ?? true };
  let socket: Socket | TLSSocket = await new Promise((resolve, reject) => {
    const s = config.secure
      ? tlsConnect({ host: config.host, port: config.port, ...tls }, () => resolve(s))
      : netConnect({ host: config.host, port: config.port }, () => resolve(s));
    s.once('error', reject);
  });
  socket.setTimeout(timeout, () => socket.destroy(new SmtpError(`The SMTP server did not answer within ${timeout} ms.`, null)));
  let reader = replyReader(socket);

  const expect = async (codes: number[], what: string) => {
    const reply = await reader.next();
    if (!codes.includes(reply.code)) throw new SmtpError(`SMTP ${what}: ${reply.code} ${reply.lines.join(' ')}`, reply.code);
    return reply;
  };
  const command = (line: string, codes: number[], what = line.split(' ')[0]) => {
    socket.write(`${line}\r\n`);
    return expect(codes, what);
  };

  try {
    await expect([220], 'greeting');
    const name = config.clientName ?? 'sdr-ops.localhost';
    const ehlo = await command(`EHLO ${name}`, [250]);
    let encrypted = config.secure;
    if (!config.secure && ehlo.lines.some((l) => /^STARTTLS\b/i.test(l))) {
      await command('STARTTLS', [220]);
      reader.detach();
      socket = await new Promise<TLSSocket>((resolve, reject) => {
        const s = tlsConnect({ socket, ...tls }, () => resolve(s));
        s.once('error', reject);
      });
      reader = replyReader(socket);
      await command(`EHLO ${name}`, [250]);
      encrypted = true;
    }
    if (config.user) {
      if (!encrypted && !config.allowInsecureAuth) {
        await command('QUIT', [221]).catch(() => undefined);
        // Permanent: sending again will not encrypt the connection.
        throw new SmtpError(
          `SMTP: ${config.host}:${config.port} offers no encryption (no TLS, no STARTTLS), so the password is not sent. Use smtps://, a server with STARTTLS, or add ?${insecureAuthParam}=1 to SMTP_URL to send it in the clear.`,
          530,
        );
      }
      const token = Buffer.from(`\0${config.user}\0${config.password ?? ''}`, 'utf8').toString('base64');
      await command(`AUTH PLAIN ${token}`, [235], 'AUTH');
    }
    await command(`MAIL FROM:<${config.from}>`, [250], 'MAIL FROM');
    for (const to of message.to) await command(`RCPT TO:<${to}>`, [250, 251], `RCPT TO ${to}`);
    await command('DATA', [354]);
    socket.write(formatMessage(config.from, message));
    await command('.', [250], 'message');
    await command('QUIT', [221]).catch(() => undefined);
  } finally {
    socket.destroy();
  }
}
