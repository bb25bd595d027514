import { mailTemplate } from '../../core/mail/template.js';
import { platform } from '../../core/platform.js';

const verifyEmail = mailTemplate<{ name: string; code: string; link: string }>({
  subject: 'Verify your email address',
  text: 'Hello {{name}},\n\nYour verification code is {{code}}.\n\nOr open this link: {{link}}\n\nThe code and the link work once and expire in 24 hours.',
});

const resetPassword = mailTemplate<{ name: string; code: string; link: string }>({
  subject: 'Reset your password',
  text: 'Hello {{name}},\n\nYour password reset code is {{code}}.\n\nOr open this link: {{link}}\n\nThe code and the link work once and expire in 30 minutes. If you did not ask for this, ignore this message.',
});

const recoverAccount = mailTemplate<{ name: string; code: string }>({
  subject: 'Recover your account',
  text: 'Hello {{name}},\n\nYour account recovery code is {{code}}. It works once and expires in 15 minutes.\n\nEntering it cancels the scheduled deletion of your account.',
});

const welcomeWalkIn = mailTemplate<{ name: string; link: string }>({
  subject: 'Set your password',
  text: 'Hello {{name}},\n\nAn account was opened for you at our shop. Set your password here: {{link}}\n\nThe link works once.',
});

/** The mails of the account flows; links point at the shop front (PUBLIC_BASE_URL). */
export class AccountMails {
  private publicBaseUrl = '';

  /** PUBLIC_BASE_URL, at start-up. */
  configure(publicBaseUrl: string): void {
    this.publicBaseUrl = publicBaseUrl;
  }

  private link(path: string, token: string): string {
    return `${this.publicBaseUrl}${path}?token=${encodeURIComponent(token)}`;
  }

  /** A walk-in's set-password link (POS): the reset page, its token consumed by the reset-by-token route. */
  setPasswordLink(token: string): string {
    return this.link('/reset-password', token);
  }

  async walkInWelcome(to: { email: string; name: string }, link: string): Promise<void> {
    await platform().mailer.send({ to: to.email, ...welcomeWalkIn.render({ name: to.name, link }) });
  }

  async verification(to: { email: string; name: string }, code: string, token: string): Promise<void> {
    await platform().mailer.send({ to: to.email, ...verifyEmail.render({ name: to.name, code, link: this.link('/verify-email', token) }) });
  }

  async passwordReset(to: { email: string; name: string }, code: string, token: string): Promise<void> {
    await platform().mailer.send({ to: to.email, ...resetPassword.render({ name: to.name, code, link: this.link('/reset-password', token) }) });
  }

  async recovery(to: { email: string; name: string }, code: string): Promise<void> {
    await platform().mailer.send({ to: to.email, ...recoverAccount.render({ name: to.name, code }) });
  }
}
