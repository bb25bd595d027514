import { randomUUID } from 'node:crypto';
import type { TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { customer } from '../addresses/support.js';
import { fixtures, type Made, type VariantSpec } from '../products/storefront-support.js';
import { districtsByName, shippingApi, type District } from '../shipping/support.js';

export { SUPERADMIN_ENV };
export const CHECKOUT = '/api/mobile/checkout';
export const ADMIN_SESSIONS = '/api/checkout/sessions';

/** The shop the checkout suites (and payments, orders) buy from. */
export interface Shop {
  /** the superadmin's access token */
  adminToken: string;
  fixtures: ReturnType<typeof fixtures>;
  districts: Map<string, District>;
  /** a district inside the active zone (fee 10000) and one outside every zone */
  servedDistrictId: string;
  unservedDistrictId: string;
  zone: { id: string; fee: number };
  category: { publicId: string };
  /** a product with two tracked variants (20 units each, 45000 and 800) */
  product: Made;
  /** the product's variants' public ids */
  variants: string[];
  /** a new product with its variants (stock per spec); returns the variants' public ids */
  makeProduct(name: string, variants: VariantSpec[]): Promise<{ product: Made; variantIds: string[] }>;
}

let seq = 0;

/**
 * A shop on a booted app (boot it with SUPERADMIN_ENV): superadmin token, a product with stock, an active
 * zone covering Lalitpur (fee 10000; Kaski is outside every zone).
 */
export async function shopFixture(t: TestApp): Promise<Shop> {
  const adminToken = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  const f = fixtures(t, () => adminToken);
  const districts = await districtsByName(t);
  const served = districts.get('Lalitpur')!.id;
  const zone = await shippingApi(t, () => adminToken).zone({ name: `Valley ${++seq}`, districtIds: [served], fee: 10000 });
  const category = await f.category({ name: `Checkout goods ${seq} ${randomUUID().slice(0, 8)}` });
  const makeProduct = async (name: string, variants: VariantSpec[]) => {
    const product = await f.product({ name, category, variants });
    return { product, variantIds: product.variants.map((v) => v.publicId) };
  };
  const { product, variantIds } = await makeProduct(`Phone ${seq}`, [
    { mrp: 50000, sellingPrice: 45000, name: 'Blue', sku: `PH-${seq}-B`, onHand: 20 },
    { mrp: 1000, sellingPrice: 800, name: 'Case', sku: `PH-${seq}-C`, onHand: 20 },
  ]);
  return {
    adminToken,
    fixtures: f,
    districts,
    servedDistrictId: served,
    unservedDistrictId: districts.get('Kaski')!.id,
    zone: { id: zone.id, fee: 10000 },
    category,
    product,
    variants: variantIds,
    makeProduct,
  };
}

export interface Buyer {
  token: string;
  customerId: string;
  addressId: string;
  auth: () => Record<string, string>;
}

/** A new customer with a live address in the served district (or `districtId`) and these cart lines. */
export async function customerWithCart(
  t: TestApp,
  shop: Shop,
  lines: { variantId: string; quantity: number }[],
  opts: { districtId?: string } = {},
): Promise<Buyer> {
  const c = await customer(t);
  const auth = () => bearer(c.token);
  const address = await t.http
    .post('/api/mobile/addresses')
    .set(auth())
    .send({
      recipientName: 'Sita Sharma',
      recipientPhone: '9841234567',
      districtId: opts.districtId ?? shop.servedDistrictId,
      municipalityName: 'Lalitpur Metropolitan City',
      ward: 5,
      street: 'Jhamsikhel Road',
      landmark: 'Near the stupa',
      postalCode: '44700',
    });
  if (address.status !== 201) throw new Error(`address: ${address.status} ${JSON.stringify(address.body)}`);
  for (const l of lines) {
    const res = await t.http.put(`/api/mobile/cart/items/${l.variantId}`).set(auth()).send({ quantity: l.quantity });
    if (res.status !== 200) throw new Error(`cart: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { token: c.token, customerId: c.id, addressId: address.body.data.id, auth };
}

/** A variant's stock counters. */
export async function stockOf(t: TestApp, variantId: string): Promise<{ onHand: number; reserved: number }> {
  const [row] = await t.bazaar.dataSource.query(`SELECT on_hand AS "onHand", reserved FROM product_variants WHERE public_id = $1`, [variantId]);
  return row;
}
