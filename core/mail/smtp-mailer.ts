import { createTransport, type Transporter } from 'nodemailer';
import { MailDeliveryError, type MailMessage, type Mailer, type SentMail } from './mailer.js';
import { toNodemailer } from './mail-message.js';

function addresses(list: unknown): string[] {
  return Array.isArray(list) ? list.map((a) => (typeof a === 'string' ? a : String(a?.address ?? a))) : [];
}

/** nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL), with a small connection pool. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(smtpUrl: string, from: string) {
    this.transport = createTransport({ url: smtpUrl, pool: true, maxConnections: 3 }, { from });
  }

  async send(message: MailMessage): Promise<SentMail> {
    const options = toNodemailer(message);
    try {
      const info = await this.transport.sendMail(options);
      return { messageId: info.messageId, accepted: addresses(info.accepted), rejected: addresses(info.rejected) };
    } catch (e: any) {
      const responseCode = typeof e?.responseCode === 'number' ? e.responseCode : undefined;
      throw new MailDeliveryError(`mail to ${[options.to].flat().join(', ')} was not sent: ${e?.message ?? e}`, {
        permanent: responseCode !== undefined && responseCode >= 500,
        responseCode,
        cause: e,
      });
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
