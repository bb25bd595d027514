import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootApp, type TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { killAll, spawnWorker, type Worker } from '../support/spawn-worker.js';
import { startSmtpServer, type SmtpTestServer } from '../core/platform/smtp-test-server.js';
import { waitFor } from '../core/jobs/support/effects.js';
import { INTERRUPTED } from '../../plugins/newsletter/campaign-sender.js';
import { NEWSLETTER_LIMITS } from '../../plugins/newsletter/limits.js';
import { CAMPAIGNS, createCampaign, NEWSLETTER_PLUGINS, seedConfirmed } from './support.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const RECIPIENTS = 400;

let smtp: SmtpTestServer;
let t: TestApp;
let root: string;
const workers: Worker[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  // this process only serves the API (ROLE=api): the mails go out from the worker processes
  t = await bootApp({ available: NEWSLETTER_PLUGINS, env: { ...SUPERADMIN_ENV, ROLE: 'api' } });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(async () => {
  await killAll(workers);
  await t?.close();
  await smtp?.close();
});

function startWorker(): Worker {
  const w = spawnWorker(path.join(here, 'support/worker-process.ts'), t.databaseUrl, {
    NODE_ENV: 'test',
    DATA_DIR: t.dataDir,
    RATE_LIMITS: 'off',
    SMTP_URL: smtp.url,
    PUBLIC_BASE_URL: 'https://shop.example.test',
  });
  workers.push(w);
  return w;
}

const q = (sql: string, params: unknown[] = []) => t.bazaar.dataSource.query(sql, params);
const campaignRow = async (id: string) =>
  (
    await q(
      `SELECT status, recipient_count AS "recipientCount", sent_count AS "sentCount", failed_count AS "failedCount" FROM newsletter_campaigns WHERE public_id = $1`,
      [id],
    )
  )[0];
const deliveries = (id: string) =>
  q(`SELECT d.email, d.status, d.error FROM newsletter_deliveries d JOIN newsletter_campaigns c ON c.id = d.campaign_id WHERE c.public_id = $1`, [id]);

it('a worker SIGKILLed mid-send: the next worker resumes, nobody is mailed twice, and the counts add up', async () => {
  const emails = await seedConfirmed(t, RECIPIENTS, 'kill');
  const first = startWorker();
  await first.next('ready', 60_000);
  const c = await createCampaign(t, root);
  expect((await t.http.post(`${CAMPAIGNS}/${c.id}/send`).set(bearer(root)).expect(200)).body.data).toMatchObject({
    status: 'sending',
    recipientCount: RECIPIENTS,
  });

  // kill it as soon as the SMTP server has taken 40 of the mails, with others in flight
  while (smtp.received.length < 40) await smtp.nextMail();
  first.child.kill('SIGKILL');
  expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
  const atKill = smtp.received.length;
  expect(atKill).toBeLessThan(RECIPIENTS);
  expect(await campaignRow(c.id)).toMatchObject({ status: 'sending' });
  const left = await deliveries(c.id);
  expect(left.filter((d: any) => d.status === 'pending').length).toBeGreaterThan(0);
  // what the dead worker had claimed but not closed: at most one row per lane
  expect(left.filter((d: any) => d.status === 'sending').length).toBeLessThanOrEqual(NEWSLETTER_LIMITS.sendLanes);

  const second = startWorker();
  await second.next('ready', 60_000);
  const done = await waitFor(
    'the campaign to finish',
    () => campaignRow(c.id),
    (r) => r.status !== 'sending',
    60_000,
  );
  expect(done.status).toBe('sent');
  expect(done.recipientCount).toBe(RECIPIENTS);
  expect(done.sentCount + done.failedCount).toBe(RECIPIENTS);

  // nobody twice
  const received = smtp.received.flatMap((m) => m.rcptTo);
  expect(new Set(received).size).toBe(received.length);
  expect(received.length).toBeGreaterThan(atKill);
  // every row closed; the only failures are the rows in doubt at the kill, never mailed again
  const rows = await deliveries(c.id);
  expect(rows.filter((d: any) => !['sent', 'failed'].includes(d.status))).toEqual([]);
  const failed = rows.filter((d: any) => d.status === 'failed');
  expect(failed.length).toBe(done.failedCount);
  expect(failed.length).toBeLessThanOrEqual(NEWSLETTER_LIMITS.sendLanes);
  for (const f of failed) expect(f.error).toBe(INTERRUPTED);
  // every sent row was received; a received mail not counted sent is one of the in-doubt rows
  const sent = new Set(rows.filter((d: any) => d.status === 'sent').map((d: any) => d.email));
  expect(sent.size).toBe(done.sentCount);
  for (const e of sent) expect(received).toContain(e);
  const inDoubt = new Set(failed.map((f: any) => f.email));
  for (const e of received) expect(sent.has(e) || inDoubt.has(e)).toBe(true);
  expect(new Set([...sent, ...inDoubt]).size).toBe(emails.length);

  second.child.send('stop');
  expect(await second.exited).toEqual({ code: 0, signal: null });
});
