import type { TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import type { Buyer, Shop } from '../checkout/support.js';
import { adminOrder, deliveredOrder, placedOrder } from '../orders/support/lifecycle.js';

export const MY_REVIEWS = '/api/mobile/reviews';
export const ADMIN_REVIEWS = '/api/admin/reviews';
export const ADMIN_REPORTS = '/api/admin/review-reports';
export const productReviews = (productId: string) => `/api/mobile/products/${productId}/reviews`;
export const UNKNOWN = '0190a0a0-0000-7000-8000-000000000000';

let seq = 0;

/** A new product with one tracked variant (plenty of stock): its public id and its variant's. */
export async function newProduct(shop: Shop, name = 'Kettle'): Promise<{ productId: string; variantId: string }> {
  const n = ++seq;
  const { product, variantIds } = await shop.makeProduct(`${name} ${n} ${Math.random().toString(36).slice(2, 6)}`, [
    { mrp: 2500, sellingPrice: 2000, name: 'Std', sku: `RV-${n}-${Math.random().toString(36).slice(2, 8)}`, onHand: 1000 },
  ]);
  return { productId: product.publicId, variantId: variantIds[0] };
}

export interface Purchase {
  buyer: Buyer;
  orderId: string;
  /** per product bought: its delivered line */
  lines: Array<{ orderItemId: string; productId: string }>;
}

async function linesOf(t: TestApp, adminToken: string, orderId: string) {
  const order = await adminOrder(t, adminToken, orderId);
  return order.items.map((i: any) => ({ orderItemId: i.id as string, productId: i.productId as string }));
}

/** A new buyer's order of one unit of each variant, driven to delivered through the real admin routes. */
export async function deliveredPurchase(t: TestApp, shop: Shop, adminToken: string, variantIds: string[]): Promise<Purchase> {
  const d = await deliveredOrder(
    t,
    shop,
    variantIds.map((variantId) => ({ variantId, quantity: 1 })),
    'cod',
    adminToken,
  );
  return { buyer: d.buyer, orderId: d.orderId, lines: await linesOf(t, adminToken, d.orderId) };
}

/** A new buyer's order (status created: nothing delivered). */
export async function undeliveredPurchase(t: TestApp, shop: Shop, adminToken: string, variantIds: string[]): Promise<Purchase> {
  const p = await placedOrder(
    t,
    shop,
    variantIds.map((variantId) => ({ variantId, quantity: 1 })),
    'cod',
    adminToken,
  );
  return { buyer: p.buyer, orderId: p.orderId, lines: await linesOf(t, adminToken, p.orderId) };
}

/** POST /api/mobile/reviews as the buyer; throws unless 201; answers the review. */
export async function review(t: TestApp, buyer: Buyer, orderItemId: string, rating: number, extra: { title?: string; body?: string } = {}): Promise<any> {
  const res = await t.http
    .post(MY_REVIEWS)
    .set(buyer.auth())
    .send({ orderItemId, rating, body: extra.body ?? `Rated ${rating} stars after a week of use.`, ...(extra.title ? { title: extra.title } : {}) });
  if (res.status !== 201) throw new Error(`review: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The public summary of a product (200 expected). */
export async function summary(t: TestApp, productId: string): Promise<any> {
  const res = await t.http.get(`${productReviews(productId)}/summary`);
  if (res.status !== 200) throw new Error(`summary: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** An admin move (approve, reject, hide, restore) with an optional body; answers the response. */
export const adminMove = (t: TestApp, token: string, id: string, move: string, body?: object) =>
  t.http
    .post(`${ADMIN_REVIEWS}/${id}/${move}`)
    .set(bearer(token))
    .send(body ?? {});

/** The stored counters and the recount of live published reviews, for every product that has either. */
export async function countersAndRecount(t: TestApp): Promise<{ stored: Record<string, number[]>; recount: Record<string, number[]> }> {
  const stored = await t.bazaar.dataSource.query(
    `SELECT product_id::text AS id, ARRAY[count_1, count_2, count_3, count_4, count_5] AS c FROM product_rating_aggregates WHERE count_1 + count_2 + count_3 + count_4 + count_5 > 0`,
  );
  const recount = await t.bazaar.dataSource.query(
    `SELECT product_id::text AS id, ARRAY[count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2), count(*) FILTER (WHERE rating = 3),
            count(*) FILTER (WHERE rating = 4), count(*) FILTER (WHERE rating = 5)]::int[] AS c
       FROM reviews WHERE status = 'published' AND deleted_at IS NULL GROUP BY product_id`,
  );
  const byId = (rows: { id: string; c: number[] }[]) => Object.fromEntries(rows.map((r) => [r.id, r.c.map(Number)]));
  return { stored: byId(stored), recount: byId(recount) };
}
