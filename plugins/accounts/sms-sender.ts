import { logger } from '../../core/log/logger.js';

/** Sends a text message. The webhook sender is used when SMS_WEBHOOK_URL is set, else the log sender. */
export interface SmsSender {
  readonly kind: 'webhook' | 'log';
  send(to: string, text: string): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}

const TIMEOUT_MS = 10_000;

/** POSTs `{to, text}` as JSON to the gateway; any non-2xx answer or network failure is a delivery error. */
export class WebhookSmsSender implements SmsSender {
  readonly kind = 'webhook' as const;

  constructor(private readonly url: string) {}

  async send(to: string, text: string): Promise<void> {
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (e) {
      throw new SmsDeliveryError('the SMS gateway could not be reached', { cause: e });
    }
    await res.body?.cancel();
    if (!res.ok) throw new SmsDeliveryError(`the SMS gateway answered ${res.status}`);
  }
}

/** Without a gateway: logs the message and keeps the last ones in `sent` (development). */
export class LogSmsSender implements SmsSender {
  readonly kind = 'log' as const;
  readonly sent: Array<{ to: string; text: string }> = [];

  async send(to: string, text: string): Promise<void> {
    this.sent.push({ to, text });
    if (this.sent.length > 100) this.sent.shift();
    logger().info({ sms: { to, text } }, 'sms (not sent: SMS_WEBHOOK_URL is not set)');
  }
}

export function createSmsSender(webhookUrl: string | undefined): SmsSender {
  return webhookUrl ? new WebhookSmsSender(webhookUrl) : new LogSmsSender();
}

/** The accounts plugin's sender: the log sender until start-up configures SMS_WEBHOOK_URL. */
export class ConfiguredSmsSender implements SmsSender {
  private sender: SmsSender = new LogSmsSender();

  get kind(): SmsSender['kind'] {
    return this.sender.kind;
  }

  configure(webhookUrl: string | undefined): void {
    this.sender = createSmsSender(webhookUrl);
  }

  send(to: string, text: string): Promise<void> {
    return this.sender.send(to, text);
  }
}
