import { bootPanelAsSuperadmin, panelAdminWith, type Agent } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { shopFixture, type Shop } from '../checkout/support.js';
import { fulfilmentAdmin } from '../orders/support/lifecycle.js';
import { deliveredPurchase, MY_REVIEWS, newProduct, review, summary, type Purchase } from './support.js';

/*
 * Review moderation in the panel: the queue (pending first), the record with its timeline, approve / reject / hide
 * with a reason / restore, and the reports queue with dismiss, posted as the confirmation views post them.
 */

let t: TestApp;
let root: string;
let su: Agent;
let shop: Shop;
let products: { productId: string; variantId: string }[];
let buyer: Purchase;
let reporter: Purchase;

const action = (resource: string, id: string, name: string) => `/admin/api/resources/${resource}/records/${id}/${name}`;
const post = (agent: Agent, resource: string, id: string, name: string, body: Record<string, string> = {}) =>
  agent
    .post(action(resource, id, name))
    .type('form')
    .send(body)
    .expect(200);
const shown = async (resource: string, id: string) => (await su.get(action(resource, id, 'show')).expect(200)).body.record;
const offered = async (resource: string, id: string) => (await shown(resource, id)).recordActions.map((a: any) => a.name);
const list = async (resource: string, query: Record<string, string> = {}) =>
  (await su.get(`/admin/api/resources/${resource}/actions/list`).query(query).expect(200)).body.records.map((r: any) => r.params);

beforeAll(async () => {
  ({ t, root, su } = await bootPanelAsSuperadmin());
  shop = await shopFixture(t);
  const ordersAdmin = await fulfilmentAdmin(t, shop);
  products = await Promise.all([newProduct(shop, 'Panel A'), newProduct(shop, 'Panel B'), newProduct(shop, 'Panel C')]);
  [buyer, reporter] = await Promise.all([
    deliveredPurchase(
      t,
      shop,
      ordersAdmin,
      products.map((p) => p.variantId),
    ),
    deliveredPurchase(t, shop, ordersAdmin, [products[0].variantId]),
  ]);
}, 240_000);
afterAll(async () => t?.close());

it('queues pending reviews first, shows names and the timeline, and moderates through the same service', async () => {
  const first = await review(t, buyer.buyer, buyer.lines[0].orderItemId, 5);
  const pending = await review(t, buyer.buyer, buyer.lines[1].orderItemId, 4);
  await t.http.patch(`${MY_REVIEWS}/${pending.id}`).set(buyer.buyer.auth()).send({ body: 'Changed after a month of use.' });
  const newest = await review(t, buyer.buyer, buyer.lines[2].orderItemId, 3);
  await t.http.post(`${MY_REVIEWS}/${first.id}/report`).set(reporter.buyer.auth()).send({ reason: 'spam' });

  const queue = await list('Reviews');
  expect(queue.map((r: any) => r.id)).toEqual([pending.id, newest.id, first.id]);
  expect(queue[2]).toMatchObject({
    productName: expect.stringContaining('Panel A'),
    customer: expect.stringContaining('Ann Buyer'),
    rating: 5,
    status: 'published',
    openReports: 1,
  });

  expect(await offered('Reviews', pending.id)).toEqual(expect.arrayContaining(['approve', 'reject']));
  expect(await offered('Reviews', pending.id)).not.toContain('hide');
  expect((await post(su, 'Reviews', pending.id, 'approve')).body.notice).toEqual({ message: 'Review approved', type: 'success' });
  expect((await summary(t, products[1].productId)).reviewCount).toBe(1);

  const noReason = await post(su, 'Reviews', first.id, 'hide', { reason: '' });
  expect(noReason.body.notice.type).toBe('error');
  expect((await post(su, 'Reviews', first.id, 'hide', { reason: 'Advertises another shop' })).body.notice).toEqual({
    message: 'Review hidden',
    type: 'success',
  });
  const record = await shown('Reviews', first.id);
  expect(record.params).toMatchObject({ status: 'hidden', moderationReason: 'Advertises another shop', openReports: 0 });
  expect(JSON.stringify(record.params)).toContain('Review hidden');
  expect((await summary(t, products[0].productId)).reviewCount).toBe(0);
});

it('restores a withdrawn review and dismisses a report from the reports queue', async () => {
  const mine = await review(t, reporter.buyer, reporter.lines[0].orderItemId, 2);
  const report = await t.http.post(`${MY_REVIEWS}/${mine.id}/report`).set(buyer.buyer.auth()).send({ reason: 'off_topic', note: 'About delivery' });
  expect(report.status).toBe(201);
  const reports = await list('ReviewReports');
  expect(reports[0]).toMatchObject({ id: report.body.data.id, status: 'open', reason: 'off_topic' });
  expect((await post(su, 'ReviewReports', report.body.data.id, 'dismiss')).body.notice).toEqual({ message: 'Report dismissed', type: 'success' });
  expect((await list('ReviewReports', { 'filters.status': 'dismissed' })).map((r: any) => r.id)).toEqual([report.body.data.id]);

  await t.http.delete(`${MY_REVIEWS}/${mine.id}`).set(reporter.buyer.auth()).expect(200);
  expect(await list('Reviews', { 'filters.deleted': 'true' })).toEqual([expect.objectContaining({ id: mine.id })]);
  expect(await offered('Reviews', mine.id)).toContain('restore');
  expect((await post(su, 'Reviews', mine.id, 'restore')).body.notice.type).toBe('success');
  expect((await summary(t, products[0].productId)).ratingSum).toBe(2);

  const readOnly = await panelAdminWith(t, root, ['Reviews_READ'], `reviews-reader-${Date.now()}@bazaar.test`);
  const refused = await post(readOnly, 'Reviews', mine.id, 'hide', { reason: 'Not allowed to do this' });
  expect(refused.body.notice.type).toBe('error');
  expect((await shown('Reviews', mine.id)).params.status).toBe('published');
});
