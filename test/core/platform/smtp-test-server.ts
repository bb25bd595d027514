import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** envelope sender and recipients, as the SMTP dialogue carried them */
  mailFrom: string;
  rcptTo: string[];
  user?: string;
  /** the message as received: headers and MIME body */
  raw: string;
}

export interface SmtpTestServer {
  port: number;
  /** smtp://user:pass@127.0.0.1:port */
  url: string;
  received: ReceivedMail[];
  /** resolves with the next message the server accepts */
  nextMail(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface SmtpTestOptions {
  user?: string;
  pass?: string;
  /** answer RCPT TO for this address with an SMTP error code */
  refuse?: (address: string) => { code: number; message: string } | undefined;
}

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/** A real SMTP server (smtp-server) on a free loopback port, requiring AUTH, without STARTTLS. */
export async function startSmtpServer(options: SmtpTestOptions = {}): Promise<SmtpTestServer> {
  const user = options.user ?? 'mailer';
  const pass = options.pass ?? 'mail-password';
  const received: ReceivedMail[] = [];
  const waiting: ((m: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    onAuth(auth, _session, cb) {
      if (auth.username === user && auth.password === pass) cb(null, { user: auth.username });
      else cb(smtpError(535, 'Authentication credentials invalid'));
    },
    onRcptTo(address, _session, cb) {
      const refusal = options.refuse?.(address.address);
      cb(refusal ? smtpError(refusal.code, refusal.message) : null);
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        waiting.shift()?.(mail);
        cb();
      });
    },
  });
  // a client that dies mid-dialogue (a worker killed by a kill test) resets its connection: smtp-server reports
  // that as an 'error' event, which would otherwise end the test process; anything else is a real failure
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') throw err;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    received,
    nextMail: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The header block of a raw message, unfolded, as name (lower case) -> value. */
export function headersOf(raw: string): Map<string, string> {
  const block = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of block.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) in a header value. */
export function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** The decoded leaf parts of a (possibly multipart) message: content type without parameters, and body. */
export function partsOf(raw: string): { type: string; body: string }[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    const decoded = decodeBody(body, headers.get('content-transfer-encoding')).replace(/\r\n/g, '\n').trimEnd();
    return [{ type: type.split(';')[0].trim().toLowerCase(), body: decoded }];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((p) => !p.startsWith('--'))
    .flatMap((p) => partsOf(p.replace(/^\r?\n/, '')));
}
