import { randomUUID } from 'node:crypto';
import { bootApp, type TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { headersOf, partsOf, startSmtpServer, type SmtpTestServer } from '../core/platform/smtp-test-server.js';
import { CAMPAIGNS, campaignDetail, createCampaign, NEWSLETTER_PLUGINS, seedConfirmed, SUBSCRIBERS, tokenIn, waitUntilSent } from './support.js';

const BASE = 'https://shop.example.test';
let smtp: SmtpTestServer;
let t: TestApp;
let root: string;

beforeAll(async () => {
  // RCPT TO of a refuse-* address is answered 550, as a receiving server refusing a mailbox
  smtp = await startSmtpServer({ refuse: (a) => (a.startsWith('refuse-') ? { code: 550, message: 'No such mailbox' } : undefined) });
  t = await bootApp({ available: NEWSLETTER_PLUGINS, env: { ...SUPERADMIN_ENV, SMTP_URL: smtp.url, PUBLIC_BASE_URL: BASE } });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const q = (sql: string, params: unknown[] = []) => t.bazaar.dataSource.query(sql, params);
/** every confirmed address leaves the list, so a send's recipients are exactly the ones a test seeds */
const emptyList = () => q(`UPDATE newsletter_subscribers SET status = 'unsubscribed' WHERE status = 'confirmed'`);
const send = (id: string) => t.http.post(`${CAMPAIGNS}/${id}/send`).set(bearer(root));
const receivedBy = (emails: string[]) => smtp.received.filter((m) => m.rcptTo.some((r) => emails.includes(r)));

describe('campaign drafts', () => {
  it('POST needs an Idempotency-Key and answers 201 with the draft; a replay returns the same draft', async () => {
    const body = { name: 'Internal name', subject: 'Big news', bodyMarkdown: 'Hello' };
    expect((await t.http.post(CAMPAIGNS).set(bearer(root)).send(body).expect(400)).body.errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const key = randomUUID();
    const first = await t.http.post(CAMPAIGNS).set(bearer(root)).set('Idempotency-Key', key).send(body).expect(201);
    expect(first.body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Internal name',
      subject: 'Big news',
      bodyMarkdown: 'Hello',
      status: 'draft',
      recipientCount: 0,
      sentCount: 0,
      failedCount: 0,
      sentAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const replay = await t.http.post(CAMPAIGNS).set(bearer(root)).set('Idempotency-Key', key).send(body).expect(201);
    expect(replay.body.data.id).toBe(first.body.data.id);
    expect((await q(`SELECT count(*)::int AS n FROM newsletter_campaigns WHERE name = 'Internal name'`))[0].n).toBe(1);
  });

  it('PATCH changes any subset of name, subject and body of a draft; bad input is 400 and changes nothing', async () => {
    const c = await createCampaign(t, root);
    const res = await t.http.patch(`${CAMPAIGNS}/${c.id}`).set(bearer(root)).send({ subject: 'New subject' }).expect(200);
    expect(res.body.data).toMatchObject({ name: c.name, subject: 'New subject', bodyMarkdown: c.bodyMarkdown, status: 'draft' });
    for (const bad of [{ subject: '' }, { name: 'x'.repeat(256) }, { status: 'sent' }, { bodyMarkdown: 5 }]) {
      expect((await t.http.patch(`${CAMPAIGNS}/${c.id}`).set(bearer(root)).send(bad).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    }
    expect(await campaignDetail(t, root, c.id)).toMatchObject({ subject: 'New subject', name: c.name });
  });

  it('detail adds bodyMarkdown, list rows have none; list filters by status; unknown ids 404, malformed 400', async () => {
    const c = await createCampaign(t, root, { name: 'Listed draft' });
    const list = await t.http.get(CAMPAIGNS).query({ status: 'draft', size: 100 }).set(bearer(root)).expect(200);
    expect(list.body).toMatchObject({ count: expect.any(Number), currentPage: 1, totalPage: expect.any(Number) });
    const item = list.body.data.find((r: any) => r.id === c.id);
    expect(item).toMatchObject({ name: 'Listed draft', status: 'draft' });
    expect(item).not.toHaveProperty('bodyMarkdown');
    expect(list.body.data.every((r: any) => r.status === 'draft')).toBe(true);
    expect((await t.http.get(CAMPAIGNS).query({ status: 'sent' }).set(bearer(root)).expect(200)).body.data.some((r: any) => r.id === c.id)).toBe(false);
    await t.http.get(CAMPAIGNS).query({ status: 'archived' }).set(bearer(root)).expect(400);
    await t.http.get(CAMPAIGNS).query({ size: 101 }).set(bearer(root)).expect(400);
    const missing = await t.http.get(`${CAMPAIGNS}/${randomUUID()}`).set(bearer(root)).expect(404);
    expect(missing.body).toEqual({ statusCode: 404, errorCode: 'NEWSLETTER_CAMPAIGN_NOT_FOUND', message: expect.any(String) });
    await t.http.get(`${CAMPAIGNS}/not-a-uuid`).set(bearer(root)).expect(400);
    await send(randomUUID()).expect(404);
  });

  it('is gated by the Newsletter permissions', async () => {
    const reader = await adminWith(t, root, ['Newsletter_READ']);
    await t.http.get(CAMPAIGNS).set(bearer(reader)).expect(200);
    await t.http.get(SUBSCRIBERS).set(bearer(reader)).expect(200);
    await t.http.post(CAMPAIGNS).set(bearer(reader)).set('Idempotency-Key', randomUUID()).send({ name: 'n', subject: 's', bodyMarkdown: 'b' }).expect(403);
    const nobody = await adminWith(t, root, ['Admins_READ']);
    await t.http.get(CAMPAIGNS).set(bearer(nobody)).expect(403);
    await t.http.get(CAMPAIGNS).expect(401);
  });
});

describe('sending', () => {
  it('with no confirmed subscriber: 409 NEWSLETTER_CAMPAIGN_NO_RECIPIENTS, the campaign stays a draft and nothing is queued', async () => {
    await emptyList();
    const c = await createCampaign(t, root);
    const res = await send(c.id).expect(409);
    expect(res.body).toEqual({ statusCode: 409, errorCode: 'NEWSLETTER_CAMPAIGN_NO_RECIPIENTS', message: expect.any(String) });
    expect(await campaignDetail(t, root, c.id)).toMatchObject({ status: 'draft', recipientCount: 0 });
    expect((await q(`SELECT count(*)::int AS n FROM outbox_events WHERE payload->>'campaignId' = $1`, [c.id]))[0].n).toBe(0);
  });

  it('freezes the confirmed subscribers, answers sending, and the worker mails each once over SMTP with the unsubscribe link and headers', async () => {
    await emptyList();
    const emails = await seedConfirmed(t, 5, 'reader');
    const c = await createCampaign(t, root, {
      subject: 'Spring <news>',
      bodyMarkdown: '## Hello <b>there</b>\n\nOur **sale** starts. <script>alert(1)</script>\nSee you',
    });
    const sent = await send(c.id).expect(200);
    expect(sent.body.data).toMatchObject({ id: c.id, status: 'sending', recipientCount: 5, bodyMarkdown: expect.any(String) });
    // recipients are fixed at send: an address confirmed afterwards gets nothing
    const late = await seedConfirmed(t, 1, 'late');

    const done = await waitUntilSent(t, root, c.id);
    expect(done).toMatchObject({ status: 'sent', recipientCount: 5, sentCount: 5, failedCount: 0, sentAt: expect.any(String) });
    const mails = receivedBy(emails);
    expect(mails.map((m) => m.rcptTo[0]).sort()).toEqual([...emails].sort());
    expect(receivedBy(late)).toEqual([]);

    const mail = mails[0];
    const headers = headersOf(mail.raw);
    expect(headers.get('subject')).toBe('Spring <news>');
    expect(headers.get('list-unsubscribe')).toMatch(new RegExp(`^<${BASE}/api/newsletter/unsubscribe\\?token=[A-Za-z0-9_-]{43}>$`));
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const parts = partsOf(mail.raw);
    const html = parts.find((p) => p.type === 'text/html')!.body;
    const text = parts.find((p) => p.type === 'text/plain')!.body;
    expect(html).toContain('<h2>Hello &lt;b&gt;there&lt;/b&gt;</h2>');
    expect(html).toContain('<p>Our **sale** starts. &lt;script&gt;alert(1)&lt;/script&gt;<br>');
    expect(html).not.toContain('<script>');
    expect(text).toContain('Hello <b>there</b>\n\nOur **sale** starts. <script>alert(1)</script>\nSee you');
    const link = headers.get('list-unsubscribe')!.slice(1, -1);
    expect(text).toContain(`Unsubscribe: ${link}`);
    expect(html).toContain(`href="${link}"`);

    // every mail has its own token; only its hash is stored
    const tokens = mails.map((m) => tokenIn(headersOf(m.raw).get('list-unsubscribe')!));
    expect(new Set(tokens).size).toBe(5);
    expect(JSON.stringify(await q(`SELECT * FROM newsletter_deliveries`))).not.toContain(tokens[0]);

    // the one-click POST (as a mail provider sends it) and the GET link unsubscribe their recipient, idempotently
    await t.http
      .post(`/api/newsletter/unsubscribe?token=${encodeURIComponent(tokens[0])}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    await t.http.get('/api/mobile/newsletter/unsubscribe').query({ token: tokens[1] }).expect(200);
    await t.http.get('/api/newsletter/unsubscribe').query({ token: tokens[1] }).expect(200);
    const statuses = await q(`SELECT email, status FROM newsletter_subscribers WHERE email = ANY($1) ORDER BY email`, [emails]);
    const gone = [mails[0].rcptTo[0], mails[1].rcptTo[0]];
    for (const s of statuses) expect(s.status).toBe(gone.includes(s.email) ? 'unsubscribed' : 'confirmed');
    const subscribers = await t.http
      .get(SUBSCRIBERS)
      .query({ status: 'unsubscribed', search: gone[0].slice(0, 12), size: 100 })
      .set(bearer(root))
      .expect(200);
    expect(subscribers.body.data.map((s: any) => s.email)).toContain(gone[0]);

    // no longer a draft: edits and sends are refused
    expect((await t.http.patch(`${CAMPAIGNS}/${c.id}`).set(bearer(root)).send({ name: 'x' }).expect(409)).body.errorCode).toBe('NEWSLETTER_CAMPAIGN_NOT_DRAFT');
    expect((await send(c.id).expect(409)).body.errorCode).toBe('NEWSLETTER_CAMPAIGN_NOT_DRAFT');
  });

  it('recipients the SMTP server refuses count as failed; the campaign is sent when any was delivered', async () => {
    await emptyList();
    const ok = await seedConfirmed(t, 4, 'fine');
    const refused = await seedConfirmed(t, 3, 'refuse-');
    const c = await createCampaign(t, root);
    expect((await send(c.id).expect(200)).body.data).toMatchObject({ status: 'sending', recipientCount: 7 });
    const done = await waitUntilSent(t, root, c.id);
    expect(done).toMatchObject({ status: 'sent', recipientCount: 7, sentCount: 4, failedCount: 3 });
    expect(
      receivedBy([...ok, ...refused])
        .map((m) => m.rcptTo[0])
        .sort(),
    ).toEqual([...ok].sort());
    const failed = await q(
      `SELECT d.email, d.error FROM newsletter_deliveries d JOIN newsletter_campaigns c ON c.id = d.campaign_id WHERE c.public_id = $1 AND d.status = 'failed'`,
      [c.id],
    );
    expect(failed.map((f: any) => f.email).sort()).toEqual([...refused].sort());
    expect(failed[0].error).toMatch(/550|No such mailbox/);
  });

  it('none delivered: the campaign ends failed with every recipient counted', async () => {
    await emptyList();
    await seedConfirmed(t, 3, 'refuse-all');
    const c = await createCampaign(t, root);
    await send(c.id).expect(200);
    const done = await waitUntilSent(t, root, c.id);
    expect(done).toMatchObject({ status: 'failed', recipientCount: 3, sentCount: 0, failedCount: 3, sentAt: null });
  });

  it('two concurrent sends: one wins with status sending, the other gets 409 NEWSLETTER_CAMPAIGN_NOT_DRAFT; one set of deliveries', async () => {
    await emptyList();
    await seedConfirmed(t, 2, 'race');
    for (let round = 0; round < 5; round++) {
      const c = await createCampaign(t, root);
      const answers = await Promise.all([send(c.id), send(c.id), send(c.id)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      for (const a of answers.filter((x) => x.status === 409)) expect(a.body.errorCode).toBe('NEWSLETTER_CAMPAIGN_NOT_DRAFT');
      const [{ n }] = await q(
        `SELECT count(*)::int AS n FROM newsletter_deliveries d JOIN newsletter_campaigns c ON c.id = d.campaign_id WHERE c.public_id = $1`,
        [c.id],
      );
      expect(n).toBe(2);
      expect((await q(`SELECT count(*)::int AS n FROM outbox_events WHERE payload->>'campaignId' = $1`, [c.id]))[0].n).toBe(1);
      expect(await waitUntilSent(t, root, c.id)).toMatchObject({ status: 'sent', sentCount: 2, failedCount: 0 });
    }
  });
});
