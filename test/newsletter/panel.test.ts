import { seedDemo } from '../../core/demo/run-demo.js';
import { bootWithPanel, panelLogin, type Agent } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN } from '../support/auth.js';
import { campaignDetail, NEWSLETTER_PLUGINS, waitUntilSent } from './support.js';

let t: TestApp;
let root: string;
let su: Agent;
const action = (resource: string, name: string) => `/admin/api/resources/${resource}/actions/${name}`;
const recordAction = (resource: string, id: string, name: string) => `/admin/api/resources/${resource}/records/${id}/${name}`;
const q = (sql: string, params: unknown[] = []) => t.bazaar.dataSource.query(sql, params);

beforeAll(async () => {
  t = await bootWithPanel({ available: NEWSLETTER_PLUGINS });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
  await seedDemo(t.bazaar);
  await seedDemo(t.bazaar); // idempotent
});
afterAll(async () => t?.close());

describe('newsletter demo data', () => {
  it('seeds confirmed and pending subscribers and one draft campaign, once, without mailing anybody', async () => {
    expect(await q(`SELECT status, count(*)::int AS n FROM newsletter_subscribers GROUP BY status ORDER BY status`)).toEqual([
      { status: 'confirmed', n: 4 },
      { status: 'pending', n: 2 },
    ]);
    expect(await q(`SELECT name, status FROM newsletter_campaigns`)).toEqual([{ name: 'Demo: festive season preview', status: 'draft' }]);
    expect(await q(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE confirm_token_hash IS NOT NULL`)).toEqual([{ n: 0 }]);
  });
});

describe('newsletter admin panel', () => {
  it('lists subscribers with search by email and the status filter', async () => {
    const all = await su.get(action('NewsletterSubscribers', 'list')).expect(200);
    expect(all.body.meta.total).toBe(6);
    const pending = await su.get(action('NewsletterSubscribers', 'list')).query({ 'filters.status': 'pending' }).expect(200);
    expect(pending.body.records.map((r: any) => r.params.email).sort()).toEqual(['eshan.later@example.com', 'farida.maybe@example.com']);
    const search = await su.get(action('NewsletterSubscribers', 'list')).query({ 'filters.email': 'BIKASH' }).expect(200);
    expect(search.body.records.map((r: any) => [r.params.email, r.params.status, r.params.source])).toEqual([
      ['bikash.deals@example.com', 'confirmed', 'checkout'],
    ]);
  });

  it('creates and edits a draft through the service, shows the rendered preview, and sends it with the Send action', async () => {
    const created = await su
      .post(action('NewsletterCampaigns', 'new'))
      .type('form')
      .send({
        name: 'Panel campaign',
        subject: 'From the panel',
        bodyMarkdown: '## Hi <there>\n\nA **bold** claim',
      })
      .expect(200);
    expect(created.body.notice).toMatchObject({ type: 'success' });
    const id = created.body.record.params.id;
    expect(created.body.record.params).toMatchObject({
      name: 'Panel campaign',
      status: 'draft',
      preview: '<h2>Hi &lt;there&gt;</h2>\n<p>A **bold** claim</p>',
    });

    const bad = await su.post(action('NewsletterCampaigns', 'new')).type('form').send({ name: 'No subject', bodyMarkdown: 'x' }).expect(200);
    expect(bad.body.record.errors.subject).toBeDefined();

    const edited = await su
      .post(recordAction('NewsletterCampaigns', id, 'edit'))
      .type('form')
      .send({ subject: 'Edited subject' })
      .expect(200);
    expect(edited.body.record.params).toMatchObject({ subject: 'Edited subject' });

    const shown = await su.get(recordAction('NewsletterCampaigns', id, 'show')).expect(200);
    expect(shown.body.record.params.preview).toContain('<h2>Hi &lt;there&gt;</h2>');

    const sent = await su.post(recordAction('NewsletterCampaigns', id, 'send')).expect(200);
    expect(sent.body.notice).toMatchObject({ type: 'success' });
    expect(sent.body.record.params).toMatchObject({ status: 'sending', recipientCount: 4 });
    // the same service as the API: the worker sends it, and it can be neither sent nor edited again
    expect(await waitUntilSent(t, root, id)).toMatchObject({ status: 'sent', sentCount: 4, failedCount: 0 });
    const again = await su.post(recordAction('NewsletterCampaigns', id, 'send')).expect(200);
    expect(again.body.notice).toMatchObject({ type: 'error' });
    const late = await su
      .post(recordAction('NewsletterCampaigns', id, 'edit'))
      .type('form')
      .send({ subject: 'Too late' })
      .expect(200);
    expect(late.body.notice).toMatchObject({ type: 'error' });
    expect(await campaignDetail(t, root, id)).toMatchObject({ subject: 'Edited subject' });
  });

  it('the Send action needs Newsletter_UPDATE', async () => {
    const readerToken = await adminWith(t, root, ['Newsletter_READ'], 'reader@newsletter.test');
    expect(readerToken).toBeTruthy();
    const reader = await panelLogin(t, 'reader@newsletter.test', 'admin-password-1');
    const [{ id }] = await q(`SELECT public_id AS id FROM newsletter_campaigns WHERE name = 'Demo: festive season preview'`);
    await reader.get(action('NewsletterCampaigns', 'list')).expect(200);
    const refused = await reader.post(recordAction('NewsletterCampaigns', id, 'send')).expect(200);
    expect(refused.body.notice).toMatchObject({ type: 'error' });
    expect((await t.http.get(`/api/admin/newsletter/campaigns/${id}`).set(bearer(root)).expect(200)).body.data.status).toBe('draft');
  });
});
