import type { TestApp } from '../support/app.js';
import { adminWith, bearer } from '../support/auth.js';
import { shopFixture, type Shop } from '../checkout/support.js';
import { PICKUP } from '../shipping/support.js';

export { SUPERADMIN_ENV } from '../checkout/support.js';
export const POS = '/api/admin/pos';
export const POS_PERMISSIONS = ['Pos_CREATE', 'Pos_READ', 'Pos_UPDATE', 'Pos_DELETE'];

export interface Counter {
  shop: Shop;
  /** an admin holding the Pos_* permissions and nothing else */
  cashier: string;
}

/** The checkout shop with its pickup counter open, and a cashier. */
export async function counterFixture(t: TestApp): Promise<Counter> {
  const shop = await shopFixture(t);
  await t.http
    .put(PICKUP)
    .set(bearer(shop.adminToken))
    .send({ name: 'Bazaar Store', addressLines: ['Durbar Marg', 'Kathmandu'], phone: '9801000000', isEnabled: true })
    .expect(200);
  return { shop, cashier: await adminWith(t, shop.adminToken, POS_PERMISSIONS) };
}

/** A POS client for one admin token. */
export function posApi(t: TestApp, token: string) {
  const auth = bearer(token);
  return {
    create: () => t.http.post(`${POS}/sales`).set(auth).send({}),
    get: (id: string) => t.http.get(`${POS}/sales/${id}`).set(auth),
    list: (query: Record<string, unknown> = {}) => t.http.get(`${POS}/sales`).query(query).set(auth),
    timeline: (id: string) => t.http.get(`${POS}/sales/${id}/timeline`).set(auth),
    pick: (id: string, customerId: string) => t.http.patch(`${POS}/sales/${id}/customer`).set(auth).send({ customerId }),
    walkIn: (id: string, body: object) => t.http.post(`${POS}/sales/${id}/customer`).set(auth).send(body),
    setItem: (id: string, productId: string, body: object) => t.http.put(`${POS}/sales/${id}/items/${productId}`).set(auth).send(body),
    removeItem: (id: string, productId: string, query: Record<string, unknown> = {}) =>
      t.http.delete(`${POS}/sales/${id}/items/${productId}`).query(query).set(auth),
    fulfilment: (id: string, body: object) => t.http.patch(`${POS}/sales/${id}/fulfilment`).set(auth).send(body),
    complete: (id: string, body: object) => t.http.post(`${POS}/sales/${id}/complete`).set(auth).send(body),
    cancel: (id: string) => t.http.post(`${POS}/sales/${id}/cancel`).set(auth).send({}),
    lookupProducts: (q: string) => t.http.get(`${POS}/lookup/products`).query({ q }).set(auth),
    lookupCustomers: (q: string) => t.http.get(`${POS}/lookup/customers`).query({ q }).set(auth),
  };
}
export type PosApi = ReturnType<typeof posApi>;

/** A draft with these lines (variant of the shop product) and this customer: its public id. */
export async function draftSale(api: PosApi, productId: string, lines: { variantPublicId: string; quantity: number }[], customerId?: string): Promise<string> {
  const sale = (await api.create().expect(201)).body.data.publicId as string;
  for (const l of lines) await api.setItem(sale, productId, l).expect(200);
  if (customerId) await api.pick(sale, customerId).expect(200);
  return sale;
}

/** Rows straight from the tables, for consistency checks. */
export async function counts(t: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM (${sql}) x`, params);
  return row.n;
}
