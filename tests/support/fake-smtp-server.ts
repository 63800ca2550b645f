import { createServer, type Server, type Socket } from 'node:net';
import { TLSSocket } from 'node:tls';

export type ReceivedMail = { from: string; to: string[]; data: string; auth: string | null; tls: boolean };

/**
 * A small SMTP server on a loopback port that speaks enough of RFC 5321 for
 * our client (EHLO, AUTH PLAIN, MAIL, RCPT, DATA, QUIT) and records what it
 * accepts. Addresses in `reject` get a permanent 550, in `defer` a 451.
 * With a key and certificate it offers STARTTLS.
 */
export async function startFakeSmtpServer(options: { user?: string; password?: string; starttls?: { key: string; cert: string } } = {}) {
  const received: ReceivedMail[] = [];
  /** Every command's verb as it arrived, and whether the connection was encrypted then. */
  const commands: { verb: string; tls: boolean }[] = [];
  const reject = new Set<string>();
  const defer = new Set<string>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((raw) => {
    sockets.add(raw);
    raw.on('close', () => sockets.delete(raw));
    let socket: Socket = raw;
    let buffer = '';
    let inData = false;
    let tls = false;
    let mail: ReceivedMail = { from: '', to: [], data: '', auth: null, tls };
    let auth: string | null = null;
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 fake-smtp ready');
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end + 2);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push({ ...mail, auth, tls });
          mail = { from: '', to: [], data: '', auth: null, tls };
          say('250 queued');
          continue;
        }
        const at = buffer.indexOf('\r\n');
        if (at < 0) return;
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const verb = line.split(' ')[0].toUpperCase();
        commands.push({ verb, tls });
        if (verb === 'EHLO') say(`250-fake-smtp\r\n${options.starttls && !tls ? '250-STARTTLS\r\n' : ''}250-AUTH PLAIN\r\n250 8BITMIME`);
        else if (verb === 'STARTTLS' && options.starttls && !tls) {
          say('220 go ahead');
          raw.off('data', onData);
          socket = new TLSSocket(raw, { isServer: true, key: options.starttls.key, cert: options.starttls.cert });
          socket.on('data', onData);
          socket.on('error', () => raw.destroy());
          tls = true;
        } else if (verb === 'AUTH') {
          const [user, password] = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8').split('\0').slice(1);
          if (user === options.user && password === options.password) {
            auth = user;
            say('235 authenticated');
          } else say('535 bad credentials');
        } else if (line.toUpperCase().startsWith('MAIL FROM:')) {
          mail.from = line.slice(10).replace(/[<>]/g, '');
          say('250 ok');
        } else if (line.toUpperCase().startsWith('RCPT TO:')) {
          const to = line.slice(8).replace(/[<>]/g, '');
          if (reject.has(to)) say('550 no such mailbox');
          else if (defer.has(to)) say('451 try again later');
          else {
            mail.to.push(to);
            say('250 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          say('354 go ahead');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else say('502 not implemented');
      }
    };
    raw.on('data', onData);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    received,
    commands,
    reject,
    defer,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
