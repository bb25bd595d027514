import { createTransport } from 'nodemailer';
import { clock } from '../clock/clock.js';
import { logger } from '../log/logger.js';
import type { MailMessage, Mailer, SentMail } from './mailer.js';
import { toNodemailer } from './mail-message.js';

export interface OutboxMail {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** the whole RFC 822 message as SMTP would have carried it */
  raw: string;
  sentAt: Date;
}

function bareAddress(a: string): string {
  return (a.match(/<([^>]+)>/)?.[1] ?? a).trim().toLowerCase();
}

/**
 * Without SMTP_URL: renders the message exactly as SMTP would send it, logs it, and keeps the last
 * `limit` messages in `outbox` so development and tests can read them (e.g. a confirmation link).
 */
export class LogMailer implements Mailer {
  readonly kind = 'log' as const;
  readonly outbox: OutboxMail[] = [];
  private readonly renderer;

  constructor(
    private readonly from: string,
    private readonly limit = 100,
  ) {
    this.renderer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  }

  async send(message: MailMessage): Promise<SentMail> {
    const options = toNodemailer(message);
    const info = await this.renderer.sendMail(options);
    const to = [options.to as string[]].flat();
    const mail: OutboxMail = {
      messageId: info.messageId,
      from: this.from,
      to,
      subject: String(options.subject),
      text: String(options.text),
      html: options.html === undefined ? undefined : String(options.html),
      raw: Buffer.isBuffer(info.message) ? info.message.toString('utf8') : String(info.message),
      sentAt: clock.now(),
    };
    this.outbox.push(mail);
    if (this.outbox.length > this.limit) this.outbox.splice(0, this.outbox.length - this.limit);
    logger().info({ mail: { messageId: mail.messageId, to, subject: mail.subject, text: mail.text } }, 'mail (not sent: SMTP_URL is not set)');
    return { messageId: mail.messageId, accepted: to, rejected: [] };
  }

  /** the newest message to this address, if any */
  lastTo(address: string): OutboxMail | undefined {
    const wanted = bareAddress(address);
    for (let i = this.outbox.length - 1; i >= 0; i--) {
      if (this.outbox[i].to.some((a) => bareAddress(a) === wanted)) return this.outbox[i];
    }
    return undefined;
  }

  clear(): void {
    this.outbox.length = 0;
  }

  async close(): Promise<void> {}
}
