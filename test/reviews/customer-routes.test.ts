import { bootApp, type TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import { shopFixture, SUPERADMIN_ENV, type Shop } from '../checkout/support.js';
import { fulfilmentAdmin } from '../orders/support/lifecycle.js';
import { requestedReturn, returnStep } from '../orders/returns/support.js';
import { adminWith } from '../support/auth.js';
import {
  ADMIN_REVIEWS,
  MY_REVIEWS,
  newProduct,
  productReviews,
  review,
  summary,
  UNKNOWN,
  deliveredPurchase,
  undeliveredPurchase,
  type Purchase,
} from './support.js';

let t: TestApp;
let shop: Shop;
let ordersAdmin: string;
let kettle: { productId: string; variantId: string };
let lamp: { productId: string; variantId: string };
let mug: { productId: string; variantId: string };
/** buyer one: kettle, lamp and mug delivered */
let one: Purchase;
/** buyer two: kettle delivered */
let two: Purchase;
/** buyer three: kettle ordered, not delivered */
let three: Purchase;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
  ordersAdmin = await fulfilmentAdmin(t, shop);
  [kettle, lamp, mug] = await Promise.all([newProduct(shop, 'Kettle'), newProduct(shop, 'Lamp'), newProduct(shop, 'Mug')]);
  [one, two, three] = await Promise.all([
    deliveredPurchase(t, shop, ordersAdmin, [kettle.variantId, lamp.variantId, mug.variantId]),
    deliveredPurchase(t, shop, ordersAdmin, [kettle.variantId]),
    undeliveredPurchase(t, shop, ordersAdmin, [kettle.variantId]),
  ]);
}, 240_000);
afterAll(async () => t?.close());

const lineOf = (p: Purchase, productId: string) => p.lines.find((l) => l.productId === productId)!.orderItemId;
const eligibility = (p: Purchase, productId: string) => t.http.get(`${MY_REVIEWS}/eligibility`).query({ productId }).set(p.buyer.auth());

describe('eligibility and submission', () => {
  it('tells not purchased, not delivered and eligible apart (with the delivered line)', async () => {
    expect((await eligibility(three, lamp.productId)).body.data).toEqual({ eligible: false, reason: 'not_purchased', orderItemId: null });
    expect((await eligibility(three, kettle.productId)).body.data).toEqual({ eligible: false, reason: 'not_delivered', orderItemId: null });
    const res = await eligibility(one, mug.productId);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ eligible: true, reason: null, orderItemId: lineOf(one, mug.productId) });
    expect((await t.http.get(`${MY_REVIEWS}/eligibility`).query({ productId: mug.productId })).status).toBe(401);
    expect((await t.http.get(`${MY_REVIEWS}/eligibility`).query({ productId: 'nope' }).set(one.buyer.auth())).body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('publishes and counts a review at once (201), then the product reads already reviewed', async () => {
    const res = await t.http
      .post(MY_REVIEWS)
      .set(one.buyer.auth())
      .send({ orderItemId: lineOf(one, mug.productId), rating: 4, title: '  Solid mug ', body: 'Keeps tea hot for a long time.' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      productId: mug.productId,
      orderItemId: lineOf(one, mug.productId),
      rating: 4,
      title: 'Solid mug',
      body: 'Keeps tea hot for a long time.',
      status: 'published',
      moderationReason: null,
      deletedAt: null,
    });
    expect(res.body.data.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(await summary(t, mug.productId)).toEqual({
      averageRating: 4,
      reviewCount: 1,
      ratingSum: 4,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
    });
    expect((await eligibility(one, mug.productId)).body.data).toEqual({ eligible: false, reason: 'already_reviewed', orderItemId: null });
    const again = await t.http
      .post(MY_REVIEWS)
      .set(one.buyer.auth())
      .send({ orderItemId: lineOf(one, mug.productId), rating: 5, body: 'Second try at a review.' });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('REVIEW_ALREADY_EXISTS');
  });

  it("refuses another customer's line, an undelivered line and an unknown one with 409 REVIEW_NOT_ELIGIBLE", async () => {
    for (const orderItemId of [lineOf(one, lamp.productId), lineOf(three, kettle.productId), UNKNOWN]) {
      const res = await t.http
        .post(MY_REVIEWS)
        .set((orderItemId === lineOf(three, kettle.productId) ? three : two).buyer.auth())
        .send({ orderItemId, rating: 3, body: 'Trying to review this.' });
      expect(res.status).toBe(409);
      expect(res.body.errorCode).toBe('REVIEW_NOT_ELIGIBLE');
    }
    const [row] = await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM reviews WHERE product_id = (SELECT id FROM products WHERE public_id = $1)`, [
      lamp.productId,
    ]);
    expect(row.n).toBe(0);
  });

  it.each([
    ['rating 6', { rating: 6 }],
    ['rating 0', { rating: 0 }],
    ['rating 2.5', { rating: 2.5 }],
    ['body of 9 characters', { body: '123456789' }],
    ['body of 5001 characters', { body: 'x'.repeat(5001) }],
    ['title of 121 characters', { title: 't'.repeat(121) }],
    ['an unknown property', { verified: true }],
    ['no orderItemId', { orderItemId: undefined }],
  ])('answers 400 VALIDATION_FAILED for %s', async (_what, patch) => {
    const body = { orderItemId: lineOf(one, lamp.productId), rating: 3, body: 'A fair lamp for the price.', ...patch };
    const res = await t.http.post(MY_REVIEWS).set(one.buyer.auth()).send(body);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.body)).not.toMatch(/stack|SELECT|INSERT/);
  });

  it('a line whose units all came back is not a delivered purchase any more: not_delivered, 409 on create', async () => {
    const p = await newProduct(shop, 'Returned');
    const bought = await deliveredPurchase(t, shop, ordersAdmin, [p.variantId]);
    const returnsAdmin = await adminWith(t, shop.adminToken, ['Returns_READ', 'Returns_UPDATE']);
    const line = bought.lines[0].orderItemId;
    const ret = await requestedReturn(t, bought.buyer, bought.orderId, [{ orderItemId: line, quantity: 1, reason: 'Does not fit' }]);
    expect((await eligibility(bought, p.productId)).body.data.eligible).toBe(true); // a pending return keeps the purchase
    expect((await returnStep(t, returnsAdmin, ret.id, 'decide', { decision: 'approve' })).status).toBe(200);
    expect((await returnStep(t, returnsAdmin, ret.id, 'receive')).status).toBe(200);
    const inspected = await returnStep(t, returnsAdmin, ret.id, 'inspect', {
      items: [{ orderItemId: line, acceptedQuantity: 1, rejectedQuantity: 0, restock: true }],
    });
    expect(inspected.status).toBe(200);
    expect((await eligibility(bought, p.productId)).body.data).toEqual({ eligible: false, reason: 'not_delivered', orderItemId: null });
    const res = await t.http.post(MY_REVIEWS).set(bought.buyer.auth()).send({ orderItemId: line, rating: 1, body: 'Sent it back, sadly.' });
    expect([res.status, res.body.errorCode]).toEqual([409, 'REVIEW_NOT_ELIGIBLE']);
  });

  it('needs a customer token to submit', async () => {
    expect((await t.http.post(MY_REVIEWS).send({ orderItemId: lineOf(one, lamp.productId), rating: 3, body: 'A fair lamp for the price.' })).status).toBe(401);
  });
});

describe('my reviews: read, edit, withdraw', () => {
  let lampReview: any;
  beforeAll(async () => {
    lampReview = await review(t, one.buyer, lineOf(one, lamp.productId), 5, { title: 'Bright' });
  });

  it('lists and reads my live reviews; another customer reads 404', async () => {
    const mine = await t.http.get(MY_REVIEWS).set(one.buyer.auth());
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((r: any) => r.productId)).toEqual(expect.arrayContaining([lamp.productId, mug.productId]));
    expect((await t.http.get(MY_REVIEWS).set(two.buyer.auth())).body.data).toEqual([]);
    expect((await t.http.get(`${MY_REVIEWS}/${lampReview.id}`).set(one.buyer.auth())).body.data.title).toBe('Bright');
    const other = await t.http.get(`${MY_REVIEWS}/${lampReview.id}`).set(two.buyer.auth());
    expect([other.status, other.body.errorCode]).toEqual([404, 'REVIEW_NOT_FOUND']);
  });

  it('an edit of a published review makes it pending and takes it out of the aggregate; an empty edit is 400', async () => {
    expect((await summary(t, lamp.productId)).reviewCount).toBe(1);
    const res = await t.http.patch(`${MY_REVIEWS}/${lampReview.id}`).set(one.buyer.auth()).send({ rating: 2, body: 'Bulb died after a week.' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ rating: 2, status: 'pending', body: 'Bulb died after a week.', title: 'Bright' });
    expect(await summary(t, lamp.productId)).toMatchObject({ reviewCount: 0, ratingSum: 0, averageRating: 0 });
    const pendingAgain = await t.http.patch(`${MY_REVIEWS}/${lampReview.id}`).set(one.buyer.auth()).send({ title: null });
    expect(pendingAgain.body.data).toMatchObject({ status: 'pending', title: null });
    const empty = await t.http.patch(`${MY_REVIEWS}/${lampReview.id}`).set(one.buyer.auth()).send({});
    expect([empty.status, empty.body.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await t.http.patch(`${MY_REVIEWS}/${lampReview.id}`).set(two.buyer.auth()).send({ rating: 1 })).status).toBe(404);
  });

  it('withdrawal sets deletedAt, frees the slot and keeps the row; a second withdrawal is 404', async () => {
    const mugReview = (await t.http.get(MY_REVIEWS).set(one.buyer.auth())).body.data.find((r: any) => r.productId === mug.productId);
    const res = await t.http.delete(`${MY_REVIEWS}/${mugReview.id}`).set(one.buyer.auth());
    expect(res.status).toBe(200);
    expect(res.body.data.deletedAt).toEqual(expect.any(String));
    expect((await summary(t, mug.productId)).reviewCount).toBe(0);
    expect((await eligibility(one, mug.productId)).body.data.eligible).toBe(true);
    expect((await t.http.delete(`${MY_REVIEWS}/${mugReview.id}`).set(one.buyer.auth())).status).toBe(404);
    const [row] = await t.bazaar.dataSource.query(`SELECT deleted_at FROM reviews WHERE public_id = $1`, [mugReview.id]);
    expect(row.deleted_at).not.toBeNull();
    const fresh = await review(t, one.buyer, lineOf(one, mug.productId), 3);
    expect(fresh.id).not.toBe(mugReview.id);
    expect((await summary(t, mug.productId)).distribution).toEqual({ '1': 0, '2': 0, '3': 1, '4': 0, '5': 0 });
  });
});

describe('the public list, summary and reports', () => {
  let byOne: any;
  let byTwo: any;
  beforeAll(async () => {
    byOne = await review(t, one.buyer, lineOf(one, kettle.productId), 5, { title: 'Fast boil' });
    byTwo = await review(t, two.buyer, lineOf(two, kettle.productId), 2);
  });

  it('lists published reviews with the reviewer as first name and initial; 404 for an unknown product', async () => {
    const res = await t.http.get(productReviews(kettle.productId));
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: any) => r.id)).toEqual([byTwo.id, byOne.id]);
    expect(res.body.data[0]).toEqual({
      id: byTwo.id,
      rating: 2,
      title: null,
      body: byTwo.body,
      reviewerName: 'Ann B.',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.body).toMatchObject({ count: 2, currentPage: 1, totalPage: 1 });
    const unknown = await t.http.get(productReviews(UNKNOWN));
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    expect((await t.http.get(`${productReviews(UNKNOWN)}/summary`)).status).toBe(404);
  });

  it('sorts highest, lowest, filters by rating and pages', async () => {
    const ids = async (q: object) => (await t.http.get(productReviews(kettle.productId)).query(q)).body.data.map((r: any) => r.id);
    expect(await ids({ sort: 'highest' })).toEqual([byOne.id, byTwo.id]);
    expect(await ids({ sort: 'lowest' })).toEqual([byTwo.id, byOne.id]);
    expect(await ids({ rating: 5 })).toEqual([byOne.id]);
    expect(await ids({ rating: 3 })).toEqual([]);
    expect(await ids({ size: 1, page: 2 })).toEqual([byOne.id]);
    const bad = await t.http.get(productReviews(kettle.productId)).query({ sort: 'random' });
    expect([bad.status, bad.body.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await t.http.get(productReviews(kettle.productId)).query({ rating: 6 })).status).toBe(400);
  });

  it('summarises from the counters: average half up to 2 decimals', async () => {
    expect(await summary(t, kettle.productId)).toEqual({
      averageRating: 3.5,
      reviewCount: 2,
      ratingSum: 7,
      distribution: { '1': 0, '2': 1, '3': 0, '4': 0, '5': 1 },
    });
  });

  it('takes a report once (201) and answers repeats unchanged (200); helpful sorts by open reports, then newest', async () => {
    const first = await t.http
      .post(`${MY_REVIEWS}/${byTwo.id}/report`)
      .set(one.buyer.auth())
      .send({ reason: 'off_topic', note: 'About the shop, not the kettle' });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({
      id: expect.any(String),
      reviewId: byTwo.id,
      reason: 'off_topic',
      note: 'About the shop, not the kettle',
      status: 'open',
      createdAt: expect.any(String),
    });
    const repeat = await t.http.post(`${MY_REVIEWS}/${byTwo.id}/report`).set(one.buyer.auth()).send({ reason: 'spam' });
    expect(repeat.status).toBe(200);
    expect(repeat.body.data).toEqual(first.body.data);
    const [n] = await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM review_reports`);
    expect(n.n).toBe(1);
    const helpful = await t.http.get(productReviews(kettle.productId)).query({ sort: 'helpful' });
    expect(helpful.body.data.map((r: any) => r.id)).toEqual([byOne.id, byTwo.id]);
    expect((await t.http.post(`${MY_REVIEWS}/${UNKNOWN}/report`).set(one.buyer.auth()).send({ reason: 'spam' })).body.errorCode).toBe('REVIEW_NOT_FOUND');
    const bad = await t.http.post(`${MY_REVIEWS}/${byOne.id}/report`).set(two.buyer.auth()).send({ reason: 'boring' });
    expect([bad.status, bad.body.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    expect(
      (
        await t.http
          .post(`${MY_REVIEWS}/${byOne.id}/report`)
          .set(two.buyer.auth())
          .send({ reason: 'other', note: 'n'.repeat(501) })
      ).status,
    ).toBe(400);
  });

  it('keeps the review visible after reports (reports never hide)', async () => {
    const admin = await t.http.get(`${ADMIN_REVIEWS}/${byTwo.id}`).set(bearer(shop.adminToken));
    expect(admin.body.data).toMatchObject({
      status: 'published',
      openReportCount: 1,
      productName: expect.stringContaining('Kettle'),
      customerName: 'Ann Buyer',
    });
  });
});
