import { randomUUID } from 'node:crypto';
import type { LogMailer, OutboxMail } from '../../core/mail/log-mailer.js';
import { platform } from '../../core/platform.js';
import accounts from '../../plugins/accounts/index.js';
import newsletter from '../../plugins/newsletter/index.js';
import type { TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import { waitFor } from '../core/jobs/support/effects.js';

export const NEWSLETTER_PLUGINS = [accounts, newsletter];
export const CAMPAIGNS = '/api/admin/newsletter/campaigns';
export const SUBSCRIBERS = '/api/admin/newsletter/subscribers';

let counter = 0;
export const uniqueEmail = (prefix = 'n') => `${prefix}${Date.now()}${++counter}${Math.random().toString(36).slice(2, 6)}@list.test`;

export function logMailer(): LogMailer {
  const m = platform().mailer;
  if (m.kind !== 'log') throw new Error('the test app sends over SMTP');
  return m as LogMailer;
}

export const mailsTo = (email: string): OutboxMail[] => logMailer().outbox.filter((m) => m.to.some((a) => a.toLowerCase() === email.toLowerCase()));
export const tokenIn = (text: string): string => decodeURIComponent(text.match(/[?&]token=([^\s&>"]+)/)![1]);

/** Waits until `count` mails to the address were sent (confirmation mails go out through the outbox). */
export const mailsArrive = (email: string, count = 1) =>
  waitFor(
    `${count} mail(s) to ${email}`,
    async () => mailsTo(email),
    (m) => m.length >= count,
  );

/** Subscribes and confirms an address through the public routes (the token read from its mail). */
export async function confirmedSubscriber(t: TestApp, email = uniqueEmail()): Promise<string> {
  await t.http.post('/api/newsletter/subscribe').send({ email }).expect(200);
  const mail = (await mailsArrive(email)).at(-1)!;
  await t.http
    .get('/api/newsletter/confirm')
    .query({ token: tokenIn(mail.text) })
    .expect(200);
  return email;
}

/** `n` confirmed subscribers written straight into the table (for send tests with many recipients). */
export async function seedConfirmed(t: TestApp, n: number, prefix = 'bulk'): Promise<string[]> {
  const emails = Array.from({ length: n }, (_, i) => `${prefix}-${i}-${randomUUID().slice(0, 8)}@list.test`);
  await t.bazaar.dataSource.query(
    `INSERT INTO newsletter_subscribers (public_id, email, status, source, confirmed_at)
     SELECT gen_random_uuid(), e, 'confirmed', 'admin_import', now() FROM unnest($1::text[]) AS e`,
    [emails],
  );
  return emails;
}

export async function createCampaign(t: TestApp, token: string, body: Record<string, unknown> = {}) {
  const res = await t.http
    .post(CAMPAIGNS)
    .set(bearer(token))
    .set('Idempotency-Key', randomUUID())
    .send({ name: 'Spring news', subject: 'What is new this spring', bodyMarkdown: '## Hello\n\nNew things arrived.', ...body });
  if (res.status !== 201) throw new Error(`campaign: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; status: string } & Record<string, any>;
}

export const campaignDetail = async (t: TestApp, token: string, id: string) =>
  (await t.http.get(`${CAMPAIGNS}/${id}`).set(bearer(token)).expect(200)).body.data;

/** Polls the detail route (as a client would) until the campaign has left `sending`. */
export const waitUntilSent = (t: TestApp, token: string, id: string, timeoutMs = 30_000) =>
  waitFor(
    'the campaign to finish sending',
    () => campaignDetail(t, token, id),
    (c) => c.status !== 'sending',
    timeoutMs,
  );
