import type { LogMailer, OutboxMail } from '../../../core/mail/log-mailer.js';
import { platform } from '../../../core/platform.js';
import type { TestApp } from '../../support/app.js';
import { SUPERADMIN_ENV } from '../../support/auth.js';

export const DEVICE = { deviceId: 'device-1', deviceType: 'ios', deviceName: 'Test iPhone' };
export const PASSWORD = 'customer-password-1';

let counter = 0;
export const uniqueEmail = (prefix = 'c') => `${prefix}${Date.now()}${++counter}${Math.random().toString(36).slice(2, 6)}@shop.test`;

export function mailer(): LogMailer {
  const m = platform().mailer;
  if (m.kind !== 'log') throw new Error('these tests read the LogMailer outbox (no SMTP_URL)');
  return m as LogMailer;
}

export function mailsTo(email: string): OutboxMail[] {
  return mailer().outbox.filter((m) => m.to.some((a) => a.toLowerCase() === email.toLowerCase()));
}

export function lastMailTo(email: string): OutboxMail {
  const mail = mailer().lastTo(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

export const codeIn = (mail: OutboxMail): string => mail.text.match(/code is (\d{6})/)![1];
export const tokenIn = (mail: OutboxMail): string => decodeURIComponent(mail.text.match(/[?&]token=([^\s&]+)/)![1]);

export interface Registered {
  email: string;
  user: { id: string; [k: string]: unknown };
  tokens: { accessToken: string; refreshToken: string; sessionId: string };
}

export async function register(t: TestApp, email = uniqueEmail(), password = PASSWORD): Promise<Registered> {
  const res = await t.http.post('/api/mobile/auth/register').send({ name: 'Ann Buyer', email, password, deviceInfo: DEVICE });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, user: res.body.data.user, tokens: res.body.data.tokens };
}

export async function customerLogin(t: TestApp, email: string, password = PASSWORD) {
  const res = await t.http.post('/api/mobile/auth/login/email').send({ email, password, deviceInfo: DEVICE });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.tokens as Registered['tokens'];
}

/** Polls `check` until it returns a value other than undefined, or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Boot env of these suites: only the accounts plugin, so other areas' work in progress cannot interfere. */
export const ACCOUNTS_ENV = { ...SUPERADMIN_ENV, PLUGINS: 'accounts' };
