import { bootApp, type TestApp } from '../support/app.js';
import { adminWith, bearer } from '../support/auth.js';
import { shopFixture, SUPERADMIN_ENV, type Shop } from '../checkout/support.js';
import { fulfilmentAdmin } from '../orders/support/lifecycle.js';
import {
  ADMIN_REPORTS,
  ADMIN_REVIEWS,
  adminMove,
  deliveredPurchase,
  MY_REVIEWS,
  newProduct,
  productReviews,
  review,
  summary,
  UNKNOWN,
  type Purchase,
} from './support.js';

let t: TestApp;
let shop: Shop;
let moderator: string;
let reader: string;
let products: { productId: string; variantId: string }[];
/** one buyer with a delivered line of each product */
let buyer: Purchase;
/** a second buyer with delivered lines of the first four products (reporters, second authors) */
let other: Purchase;
let next = 0;

const STATES = ['published', 'pending', 'rejected', 'hidden'] as const;
type State = (typeof STATES)[number];

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
  const ordersAdmin = await fulfilmentAdmin(t, shop);
  moderator = await adminWith(t, shop.adminToken, ['Reviews_READ', 'Reviews_UPDATE']);
  reader = await adminWith(t, shop.adminToken, ['Reviews_READ']);
  products = await Promise.all(Array.from({ length: 30 }, (_v, i) => newProduct(shop, `Item${i}`)));
  [buyer, other] = await Promise.all([
    deliveredPurchase(
      t,
      shop,
      ordersAdmin,
      products.map((p) => p.variantId),
    ),
    deliveredPurchase(
      t,
      shop,
      ordersAdmin,
      products.slice(0, 4).map((p) => p.variantId),
    ),
  ]);
}, 240_000);
afterAll(async () => t?.close());

/** A new published review by the buyer of a product not reviewed yet (rating 4), taken to `state`. */
async function reviewIn(state: State, rating = 4): Promise<{ id: string; productId: string }> {
  const line = buyer.lines.find((l) => l.productId === products[next].productId)!;
  next++;
  const r = await review(t, buyer.buyer, line.orderItemId, rating);
  if (state === 'pending') expect((await t.http.patch(`${MY_REVIEWS}/${r.id}`).set(buyer.buyer.auth()).send({ title: 'Changed my mind' })).status).toBe(200);
  if (state === 'rejected') expect((await adminMove(t, moderator, r.id, 'reject', { reason: 'Not about the product' })).status).toBe(200);
  if (state === 'hidden') expect((await adminMove(t, moderator, r.id, 'hide', { reason: 'Personal details' })).status).toBe(200);
  return { id: r.id, productId: line.productId };
}

const ALLOWED: Record<State, Record<'approve' | 'reject' | 'hide' | 'edit', State | null>> = {
  published: { approve: null, reject: 'rejected', hide: 'hidden', edit: 'pending' },
  pending: { approve: 'published', reject: 'rejected', hide: null, edit: 'pending' },
  rejected: { approve: null, reject: null, hide: null, edit: null },
  hidden: { approve: null, reject: null, hide: null, edit: null },
};
const CASES = STATES.flatMap((from) => (['approve', 'reject', 'hide', 'edit'] as const).map((move) => [from, move, ALLOWED[from][move]] as const));

describe('the review state table', () => {
  it.each(CASES)('%s --%s--> %s', async (from, move, to) => {
    const r = await reviewIn(from, 4);
    const res =
      move === 'edit'
        ? await t.http.patch(`${MY_REVIEWS}/${r.id}`).set(buyer.buyer.auth()).send({ rating: 3 })
        : await adminMove(t, moderator, r.id, move, move === 'approve' ? undefined : { reason: 'Moderated for the test' });
    if (to === null) {
      expect([res.status, res.body.errorCode]).toEqual([409, 'REVIEW_INVALID_TRANSITION']);
    } else {
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe(to);
    }
    const status = to ?? from;
    const rating = to !== null && move === 'edit' ? 3 : 4;
    const visible = (await t.http.get(productReviews(r.productId))).body.data.map((x: any) => x.id);
    expect(visible).toEqual(status === 'published' ? [r.id] : []);
    const s = await summary(t, r.productId);
    expect(s.reviewCount).toBe(status === 'published' ? 1 : 0);
    expect(s.ratingSum).toBe(status === 'published' ? rating : 0);
    if (to === 'rejected' || to === 'hidden')
      expect((await t.http.get(`${ADMIN_REVIEWS}/${r.id}`).set(bearer(reader))).body.data.moderationReason).toBe('Moderated for the test');
  });
});

describe('moderation rules', () => {
  it('needs a reason to reject or hide: missing, null or blank 400 REVIEW_REASON_REQUIRED; out of range 400 VALIDATION_FAILED', async () => {
    const r = await reviewIn('published');
    for (const body of [undefined, {}, { reason: null }, { reason: '   ' }]) {
      const res = await adminMove(t, moderator, r.id, 'hide', body);
      expect([res.status, res.body.errorCode]).toEqual([400, 'REVIEW_REASON_REQUIRED']);
    }
    for (const reason of ['ab', 'x'.repeat(501), 42]) {
      const res = await adminMove(t, moderator, r.id, 'reject', { reason });
      expect([res.status, res.body.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await t.http.get(`${ADMIN_REVIEWS}/${r.id}`).set(bearer(reader))).body.data.status).toBe('published');
  });

  it('answers 404 REVIEW_NOT_FOUND for an unknown review on every admin route', async () => {
    for (const move of ['approve', 'restore']) expect((await adminMove(t, shop.adminToken, UNKNOWN, move)).body.errorCode).toBe('REVIEW_NOT_FOUND');
    expect((await adminMove(t, shop.adminToken, UNKNOWN, 'hide', { reason: 'Nothing there' })).status).toBe(404);
    expect((await t.http.get(`${ADMIN_REVIEWS}/${UNKNOWN}`).set(bearer(reader))).status).toBe(404);
    expect((await t.http.get(`${ADMIN_REVIEWS}/${UNKNOWN}/events`).set(bearer(reader))).body.errorCode).toBe('REVIEW_NOT_FOUND');
  });

  it('records every transition on the timeline with the actor and the reason', async () => {
    const r = await reviewIn('pending');
    await adminMove(t, moderator, r.id, 'approve');
    await adminMove(t, moderator, r.id, 'hide', { reason: 'Shares a phone number' });
    const res = await t.http.get(`${ADMIN_REVIEWS}/${r.id}/events`).set(bearer(reader));
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: any) => [e.type, e.fromStatus, e.toStatus, e.actorKind, e.reason])).toEqual([
      ['review.submitted', null, 'published', 'customer', null],
      ['review.edited', 'published', 'pending', 'customer', null],
      ['review.approved', 'pending', 'published', 'admin', null],
      ['review.hidden', 'published', 'hidden', 'admin', 'Shares a phone number'],
    ]);
    expect(res.body.data[0].actorId).toBe(buyer.buyer.customerId);
    const published = await t.bazaar.dataSource.query(`SELECT topic, payload FROM outbox_events WHERE payload->>'reviewId' = $1 ORDER BY id`, [r.id]);
    expect(published.map((e: any) => [e.topic, e.payload.from, e.payload.to, e.payload.move])).toEqual([
      ['reviews.review.published', null, 'published', 'submit'],
      ['reviews.review.status-changed', 'published', 'pending', 'edit'],
      ['reviews.review.published', 'pending', 'published', 'approve'],
      ['reviews.review.status-changed', 'published', 'hidden', 'hide'],
    ]);
    expect(published[0].payload).toMatchObject({ productId: r.productId, customerId: buyer.buyer.customerId, rating: 4 });
  });

  it('hiding resolves the open reports in the same transaction; dismiss takes an open report only', async () => {
    const productId = products[0].productId;
    const mine = await review(t, other.buyer, other.lines.find((l) => l.productId === productId)!.orderItemId, 1);
    const reported = await reviewIn('published');
    expect(reported.productId).not.toBe(productId);
    const first = await t.http.post(`${MY_REVIEWS}/${mine.id}/report`).set(buyer.buyer.auth()).send({ reason: 'offensive' });
    const second = await t.http.post(`${MY_REVIEWS}/${reported.id}/report`).set(other.buyer.auth()).send({ reason: 'spam', note: 'Link to a shop' });
    expect([first.status, second.status]).toEqual([201, 201]);
    const queue = await t.http.get(ADMIN_REPORTS).set(bearer(reader));
    expect(queue.body.data.slice(0, 2).map((r: any) => r.status)).toEqual(['open', 'open']);
    expect(queue.body.data.find((r: any) => r.id === second.body.data.id)).toMatchObject({
      reporterName: 'Ann Buyer',
      reviewStatus: 'published',
      note: 'Link to a shop',
    });
    await adminMove(t, moderator, mine.id, 'hide', { reason: 'Abusive language' });
    const resolved = await t.http.get(ADMIN_REPORTS).query({ reviewId: mine.id }).set(bearer(reader));
    expect(resolved.body.data.map((r: any) => r.status)).toEqual(['resolved']);
    const dismissed = await t.http.post(`${ADMIN_REPORTS}/${second.body.data.id}/dismiss`).set(bearer(moderator));
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.data).toMatchObject({ status: 'dismissed', closedAt: expect.any(String) });
    expect((await t.http.get(`${ADMIN_REVIEWS}/${reported.id}`).set(bearer(reader))).body.data).toMatchObject({ status: 'published', openReportCount: 0 });
    const again = await t.http.post(`${ADMIN_REPORTS}/${second.body.data.id}/dismiss`).set(bearer(moderator));
    expect([again.status, again.body.errorCode]).toEqual([409, 'REVIEW_INVALID_TRANSITION']);
    const resolvedDismiss = await t.http.post(`${ADMIN_REPORTS}/${first.body.data.id}/dismiss`).set(bearer(moderator));
    expect(resolvedDismiss.status).toBe(409);
    const unknown = await t.http.post(`${ADMIN_REPORTS}/${UNKNOWN}/dismiss`).set(bearer(moderator));
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'REVIEW_REPORT_NOT_FOUND']);
  });

  it('restores a withdrawn review with its status (counted again when published); 409 when not withdrawn or the slot is taken', async () => {
    const r = await reviewIn('published', 5);
    const notWithdrawn = await adminMove(t, shop.adminToken, r.id, 'restore');
    expect([notWithdrawn.status, notWithdrawn.body.errorCode]).toEqual([409, 'REVIEW_INVALID_TRANSITION']);
    expect((await t.http.delete(`${MY_REVIEWS}/${r.id}`).set(buyer.buyer.auth())).status).toBe(200);
    const approveWithdrawn = await adminMove(t, moderator, r.id, 'approve');
    expect(approveWithdrawn.body.errorCode).toBe('REVIEW_INVALID_TRANSITION');
    expect((await summary(t, r.productId)).reviewCount).toBe(0);
    const restored = await adminMove(t, shop.adminToken, r.id, 'restore');
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ status: 'published', deletedAt: null });
    expect(await summary(t, r.productId)).toMatchObject({ reviewCount: 1, ratingSum: 5 });

    const line = buyer.lines.find((l) => l.productId === r.productId)!;
    await t.http.delete(`${MY_REVIEWS}/${r.id}`).set(buyer.buyer.auth());
    const replacement = await review(t, buyer.buyer, line.orderItemId, 2);
    const taken = await adminMove(t, shop.adminToken, r.id, 'restore');
    expect([taken.status, taken.body.errorCode]).toEqual([409, 'REVIEW_ALREADY_EXISTS']);
    expect(await summary(t, r.productId)).toMatchObject({ reviewCount: 1, ratingSum: 2 });
    const events = (await t.http.get(`${ADMIN_REVIEWS}/${r.id}/events`).set(bearer(reader))).body.data.map((e: any) => e.type);
    expect(events).toEqual(['review.submitted', 'review.withdrawn', 'review.restored', 'review.withdrawn']);
    expect(replacement.status).toBe('published');
  });

  it('bulk approves each id on its own, with per-id results', async () => {
    const pending = await reviewIn('pending', 5);
    const published = await reviewIn('published');
    const res = await t.http
      .post(`${ADMIN_REVIEWS}/bulk/approve`)
      .set(bearer(moderator))
      .send({ ids: [pending.id, published.id, UNKNOWN] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      succeeded: [pending.id],
      failures: [
        { id: published.id, errorCode: 'REVIEW_INVALID_TRANSITION' },
        { id: UNKNOWN, errorCode: 'REVIEW_NOT_FOUND' },
      ],
    });
    expect((await summary(t, pending.productId)).reviewCount).toBe(1);
    for (const body of [{ ids: [] }, { ids: ['x'] }, {}, { ids: Array.from({ length: 101 }, () => UNKNOWN) }]) {
      expect((await t.http.post(`${ADMIN_REVIEWS}/bulk/approve`).set(bearer(moderator)).send(body)).status).toBe(400);
    }
  });

  it('lists reviews for moderators with filters', async () => {
    const list = async (q: object) => (await t.http.get(ADMIN_REVIEWS).query(q).set(bearer(reader))).body;
    const pending = await list({ status: 'pending' });
    expect(pending.data.length).toBeGreaterThan(0);
    expect(pending.data.every((r: any) => r.status === 'pending' && r.deletedAt === null)).toBe(true);
    expect((await list({ withdrawn: true })).data.every((r: any) => r.deletedAt !== null)).toBe(true);
    expect((await list({ customerId: other.buyer.customerId })).data.map((r: any) => r.customerId)).toEqual([other.buyer.customerId]);
    expect((await t.http.get(ADMIN_REVIEWS).query({ sort: 'nope' }).set(bearer(reader))).status).toBe(400);
  });
});

describe('the aggregate', () => {
  it('recalculate recounts the five counters and reports the drift it corrected', async () => {
    const r = await reviewIn('published', 5);
    await t.bazaar.dataSource.query(
      `UPDATE product_rating_aggregates SET count_5 = 7, count_2 = 3 WHERE product_id = (SELECT id FROM products WHERE public_id = $1)`,
      [r.productId],
    );
    expect(await summary(t, r.productId)).toMatchObject({ reviewCount: 10, ratingSum: 41, averageRating: 4.1 });
    const res = await t.http.post(`${ADMIN_REVIEWS}/summary/${r.productId}/recalculate`).set(bearer(moderator));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ drift: { '1': 0, '2': -3, '3': 0, '4': 0, '5': -6 } });
    expect(await summary(t, r.productId)).toEqual({ averageRating: 5, reviewCount: 1, ratingSum: 5, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 } });
    const clean = await t.http.post(`${ADMIN_REVIEWS}/summary/${r.productId}/recalculate`).set(bearer(moderator));
    expect(clean.body.data.drift).toEqual({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 });
    const unknown = await t.http.post(`${ADMIN_REVIEWS}/summary/${UNKNOWN}/recalculate`).set(bearer(moderator));
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'PRODUCT_NOT_FOUND']);
  });

  it('aborts a status change whose decrement would take a bucket below zero (CHECK), changing nothing', async () => {
    const r = await reviewIn('published', 3);
    const report = await t.http.post(`${MY_REVIEWS}/${r.id}/report`).set(other.buyer.auth()).send({ reason: 'spam' });
    expect(report.status).toBe(201);
    await t.bazaar.dataSource.query(`UPDATE product_rating_aggregates SET count_3 = 0 WHERE product_id = (SELECT id FROM products WHERE public_id = $1)`, [
      r.productId,
    ]);
    const hide = await adminMove(t, moderator, r.id, 'hide', { reason: 'The counter is off' });
    expect([hide.status, hide.body.errorCode]).toEqual([500, 'INTERNAL_ERROR']);
    expect(JSON.stringify(hide.body)).not.toMatch(/chk_|product_rating|UPDATE|stack/);
    const withdraw = await t.http.delete(`${MY_REVIEWS}/${r.id}`).set(buyer.buyer.auth());
    expect(withdraw.status).toBe(500);
    const after = (await t.http.get(`${ADMIN_REVIEWS}/${r.id}`).set(bearer(reader))).body.data;
    expect(after).toMatchObject({ status: 'published', deletedAt: null, openReportCount: 1, moderationReason: null });
    const events = (await t.http.get(`${ADMIN_REVIEWS}/${r.id}/events`).set(bearer(reader))).body.data.map((e: any) => e.type);
    expect(events).toEqual(['review.submitted']);
    const repaired = await t.http.post(`${ADMIN_REVIEWS}/summary/${r.productId}/recalculate`).set(bearer(moderator));
    expect(repaired.body.data.drift).toEqual({ '1': 0, '2': 0, '3': 1, '4': 0, '5': 0 });
    expect((await adminMove(t, moderator, r.id, 'hide', { reason: 'The counter is off' })).status).toBe(200);
    expect((await summary(t, r.productId)).reviewCount).toBe(0);
  });
});

describe('permissions', () => {
  it('answers 401 without a token and 403 without the permission', async () => {
    const r = await reviewIn('published');
    const routes: Array<[string, string, string | null]> = [
      ['get', ADMIN_REVIEWS, 'Reviews_READ'],
      ['get', `${ADMIN_REVIEWS}/${r.id}`, 'Reviews_READ'],
      ['get', `${ADMIN_REVIEWS}/${r.id}/events`, 'Reviews_READ'],
      ['post', `${ADMIN_REVIEWS}/${r.id}/approve`, 'Reviews_UPDATE'],
      ['post', `${ADMIN_REVIEWS}/${r.id}/reject`, 'Reviews_UPDATE'],
      ['post', `${ADMIN_REVIEWS}/${r.id}/hide`, 'Reviews_UPDATE'],
      ['post', `${ADMIN_REVIEWS}/bulk/approve`, 'Reviews_UPDATE'],
      ['post', `${ADMIN_REVIEWS}/summary/${r.productId}/recalculate`, 'Reviews_UPDATE'],
      ['post', `${ADMIN_REVIEWS}/${r.id}/restore`, 'Reviews_RESTORE'],
      ['get', ADMIN_REPORTS, 'Reviews_READ'],
      ['post', `${ADMIN_REPORTS}/${UNKNOWN}/dismiss`, 'Reviews_UPDATE'],
    ];
    const noPermission = await adminWith(t, shop.adminToken, ['Orders_READ']);
    for (const [verb, path, permission] of routes) {
      const anonymous = await (t.http as any)[verb](path).send({});
      expect([path, anonymous.status]).toEqual([path, 401]);
      const refused = await (t.http as any)
        [verb](path)
        .set(bearer(permission === 'Reviews_READ' ? noPermission : reader))
        .send({});
      expect([path, refused.status, refused.body.errorCode]).toEqual([path, 403, 'FORBIDDEN']);
    }
    const restoreWithoutRestore = await adminMove(t, moderator, r.id, 'restore');
    expect(restoreWithoutRestore.status).toBe(403);
    expect((await t.http.get(ADMIN_REVIEWS).set(buyer.buyer.auth())).status).toBe(403);
  });
});
