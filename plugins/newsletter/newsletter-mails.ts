import { escapeHtml, mailTemplate } from '../../core/mail/template.js';
import type { MailMessage } from '../../core/mail/mailer.js';
import { platform } from '../../core/platform.js';
import { renderHtml, renderText } from './render-markdown.js';

const confirmSubscription = mailTemplate<{ link: string }>({
  subject: 'Confirm your newsletter subscription',
  text: 'Hello,\n\nplease confirm that you want to receive our newsletter by opening this link:\n\n{{link}}\n\nThe link works once and expires in 7 days. If you did not ask for this, ignore this message: you will not be subscribed.',
});

/** The newsletter's mails; links point at the service's public routes on PUBLIC_BASE_URL. */
export class NewsletterMails {
  private publicBaseUrl = '';

  /** PUBLIC_BASE_URL, at start-up. */
  configure(publicBaseUrl: string): void {
    this.publicBaseUrl = publicBaseUrl.replace(/\/+$/, '');
  }

  confirmLink(token: string): string {
    return `${this.publicBaseUrl}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
  }

  unsubscribeLink(token: string): string {
    return `${this.publicBaseUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  }

  async confirmation(email: string, token: string): Promise<void> {
    await platform().mailer.send({ to: email, ...confirmSubscription.render({ link: this.confirmLink(token) }) });
  }

  /**
   * A campaign mail to one recipient: the body as HTML and plain text, a one-click unsubscribe link in both,
   * and the List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058) naming the same link.
   */
  campaign(to: string, campaign: { subject: string; bodyMarkdown: string }, unsubscribeToken: string): MailMessage {
    const link = this.unsubscribeLink(unsubscribeToken);
    return {
      to,
      subject: campaign.subject,
      text: `${renderText(campaign.bodyMarkdown)}\n\n--\nUnsubscribe: ${link}\n`,
      html: `${renderHtml(campaign.bodyMarkdown)}\n<hr>\n<p><a href="${escapeHtml(link)}">Unsubscribe</a></p>\n`,
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }
}
