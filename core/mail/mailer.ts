export interface MailMessage {
  /** one address or several; "Name <addr@example.com>" is fine */
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** extra headers, e.g. List-Unsubscribe */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  accepted: string[];
  rejected: string[];
}

/** Sends mail: SMTP when SMTP_URL is set, else renders, logs and keeps it in an outbox (LogMailer). */
export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}

/**
 * The message was not delivered. `permanent` (an invalid message, or an SMTP 5xx answer) means a retry
 * will fail the same way; otherwise (connection refused, 4xx) a later retry may succeed.
 */
export class MailDeliveryError extends Error {
  readonly permanent: boolean;
  readonly responseCode?: number;

  constructor(message: string, options: { permanent: boolean; responseCode?: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'MailDeliveryError';
    this.permanent = options.permanent;
    this.responseCode = options.responseCode;
  }
}
