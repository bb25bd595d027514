import { bootApp, type TestApp } from '../support/app.js';
import { adminWith } from '../support/auth.js';
import { shopFixture, SUPERADMIN_ENV, type Shop } from '../checkout/support.js';
import { fulfilmentAdmin } from '../orders/support/lifecycle.js';
import { adminMove, countersAndRecount, deliveredPurchase, MY_REVIEWS, newProduct, review, summary, type Purchase } from './support.js';

let t: TestApp;
let shop: Shop;
let ordersAdmin: string;
let moderator: string;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
  ordersAdmin = await fulfilmentAdmin(t, shop);
  moderator = await adminWith(t, shop.adminToken, ['Reviews_READ', 'Reviews_UPDATE']);
}, 120_000);
afterAll(async () => t?.close());

/** Runs `fn` over the items, at most `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map(fn))));
  return out;
}

it('serialises concurrent approve, hide and withdraw of one review: the counters equal a recount', async () => {
  const products = await Promise.all(Array.from({ length: 16 }, (_v, i) => newProduct(shop, `Race${i}`)));
  const buyer: Purchase = await deliveredPurchase(
    t,
    shop,
    ordersAdmin,
    products.map((p) => p.variantId),
  );
  const statuses = new Set<number>();
  for (const [i, line] of buyer.lines.entries()) {
    const r = await review(t, buyer.buyer, line.orderItemId, (i % 5) + 1);
    if (i % 2 === 0) expect((await t.http.patch(`${MY_REVIEWS}/${r.id}`).set(buyer.buyer.auth()).send({ title: 'Edited' })).status).toBe(200);
    const answers = await Promise.all([
      adminMove(t, moderator, r.id, 'approve'),
      adminMove(t, moderator, r.id, 'hide', { reason: 'Race to hide' }),
      t.http.delete(`${MY_REVIEWS}/${r.id}`).set(buyer.buyer.auth()),
    ]);
    for (const a of answers) statuses.add(a.status);
    expect(answers.every((a) => [200, 404, 409].includes(a.status))).toBe(true);
    const events = await t.bazaar.dataSource.query(
      `SELECT count(*)::int AS n FROM review_events e JOIN reviews r ON r.id = e.review_id WHERE r.public_id = $1`,
      [r.id],
    );
    expect(events[0].n).toBe(1 + (i % 2 === 0 ? 1 : 0) + answers.filter((a) => a.status === 200).length);
  }
  expect(statuses.has(200)).toBe(true);
  const { stored, recount } = await countersAndRecount(t);
  expect(stored).toEqual(recount);
});

it('two concurrent submissions for one line: one 201, the other 409 REVIEW_ALREADY_EXISTS', async () => {
  const p = await newProduct(shop, 'Twice');
  const buyer = await deliveredPurchase(t, shop, ordersAdmin, [p.variantId]);
  const send = () => t.http.post(MY_REVIEWS).set(buyer.buyer.auth()).send({ orderItemId: buyer.lines[0].orderItemId, rating: 4, body: 'Sent twice at once.' });
  const answers = await Promise.all([send(), send(), send()]);
  expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  expect(answers.filter((a) => a.status === 409).map((a) => a.body.errorCode)).toEqual(['REVIEW_ALREADY_EXISTS', 'REVIEW_ALREADY_EXISTS']);
  expect(await summary(t, p.productId)).toMatchObject({ reviewCount: 1, ratingSum: 4 });
});

it('takes 50 concurrent reviews of 50 products by 50 customers: every one counted once', async () => {
  const products = await inBatches(
    Array.from({ length: 50 }, (_v, i) => i),
    10,
    (i) => newProduct(shop, `Fifty${i}`),
  );
  const purchases = await inBatches(products, 10, (p) => deliveredPurchase(t, shop, ordersAdmin, [p.variantId]));
  const answers = await Promise.all(
    purchases.map((p, i) =>
      t.http
        .post(MY_REVIEWS)
        .set(p.buyer.auth())
        .send({ orderItemId: p.lines[0].orderItemId, rating: (i % 5) + 1, body: `Concurrent review number ${i}.` }),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
  const { stored, recount } = await countersAndRecount(t);
  expect(stored).toEqual(recount);
  for (const [i, p] of products.entries()) {
    const s = await summary(t, p.productId);
    expect([s.reviewCount, s.ratingSum]).toEqual([1, (i % 5) + 1]);
  }
}, 240_000);
