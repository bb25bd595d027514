import { productScopes } from '../../plugins/products/index.js';
import { promotions } from '../../plugins/promotions/index.js';
import { fixtures, type Made } from '../products/storefront-support.js';
import { bootApp, type TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { COUPONS } from './support.js';

let t: TestApp;
let root: string;
let f: ReturnType<typeof fixtures>;
let phones: any, android: any, budget: any, laptops: any, acme: any, other: any;
let phone: Made, cheapPhone: Made, laptop: Made, noBrand: Made;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  f = fixtures(t, () => root);
  phones = await f.category({ name: 'Phones' });
  android = await f.category({ name: 'Android', parentId: phones.publicId });
  budget = await f.category({ name: 'Budget', parentId: android.publicId });
  laptops = await f.category({ name: 'Laptops' });
  acme = await f.brand({ name: 'Acme' });
  other = await f.brand({ name: 'Other' });
  phone = await f.product({ name: 'Phone', category: android, brand: acme });
  cheapPhone = await f.product({ name: 'Cheap phone', category: budget, brand: other });
  laptop = await f.product({ name: 'Laptop', category: laptops, brand: acme });
  noBrand = await f.product({ name: 'Cable', category: laptops });
});
afterAll(async () => {
  await t?.close();
});

const coupon = async (body: object) => {
  const res = await t.http
    .post(COUPONS)
    .set(bearer(root))
    .send({ name: 'Scoped', kind: 'percentage', valueBps: 1000, isActive: true, ...body });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data;
};

/** the basket: phone 10000, cheap phone 5000, laptop 80000, cable 1000 */
const basket = () => [
  { variantId: phone.variants[0]!.publicId, productId: phone.publicId, lineTotal: 10000 },
  { variantId: cheapPhone.variants[0]!.publicId, productId: cheapPhone.publicId, lineTotal: 5000 },
  { variantId: laptop.variants[0]!.publicId, productId: laptop.publicId, lineTotal: 80000 },
  { variantId: noBrand.variants[0]!.publicId, productId: noBrand.publicId, lineTotal: 1000 },
];
const perLine = async (code: string) => {
  const r = await promotions.evaluate({ code, lines: basket(), subtotal: 96000, shippingFee: 10000 });
  return r.applied ? r.allocations.map((a) => a.discountAmount) : r.reason;
};

describe('scope eligibility', () => {
  it('productScopes gives the brand and the category path, root last', async () => {
    const scopes = await productScopes([cheapPhone.publicId, noBrand.publicId, '01900000-0000-7000-8000-000000000000']);
    expect(scopes.get(cheapPhone.publicId)).toEqual({
      productId: cheapPhone.publicId,
      brandId: other.publicId,
      categoryPath: [budget.publicId, android.publicId, phones.publicId],
    });
    expect(scopes.get(noBrand.publicId)).toEqual({ productId: noBrand.publicId, brandId: null, categoryPath: [laptops.publicId] });
    expect(scopes.size).toBe(2);
  });

  it('a category covers its whole subtree; brands and products cover their own lines; the rest get 0', async () => {
    await coupon({ code: 'PHONES10', scope: 'categories', categoryPublicIds: [phones.publicId] });
    await coupon({ code: 'ANDROID10', scope: 'categories', categoryPublicIds: [android.publicId] });
    await coupon({ code: 'BUDGET10', scope: 'categories', categoryPublicIds: [budget.publicId] });
    await coupon({ code: 'ACME10', scope: 'brands', brandPublicIds: [acme.publicId] });
    await coupon({ code: 'CABLE10', scope: 'products', productPublicIds: [noBrand.publicId, cheapPhone.publicId] });
    await coupon({ code: 'ALL10', scope: 'all' });
    expect(await perLine('PHONES10')).toEqual([1000, 500, 0, 0]);
    expect(await perLine('ANDROID10')).toEqual([1000, 500, 0, 0]);
    expect(await perLine('BUDGET10')).toEqual([0, 500, 0, 0]);
    expect(await perLine('ACME10')).toEqual([1000, 0, 8000, 0]);
    expect(await perLine('CABLE10')).toEqual([0, 500, 0, 100]);
    expect(await perLine('ALL10')).toEqual([1000, 500, 8000, 100]);
  });

  it('no_eligible_items when the scope covers no line; a fixed amount is capped by the eligible lines only', async () => {
    const empty = await f.category({ name: 'Empty' });
    await coupon({ code: 'EMPTY10', scope: 'categories', categoryPublicIds: [empty.publicId] });
    expect(await perLine('EMPTY10')).toBe('no_eligible_items');
    await coupon({ code: 'BUDGETFLAT', kind: 'fixed', valueBps: null, amount: 999999, scope: 'categories', categoryPublicIds: [budget.publicId] });
    expect(await perLine('BUDGETFLAT')).toEqual([0, 5000, 0, 0]);
    await coupon({ code: 'ACMESHIP', kind: 'free_shipping', valueBps: null, scope: 'brands', brandPublicIds: [acme.publicId] });
    const ship = await promotions.evaluate({ code: 'ACMESHIP', lines: basket().slice(1, 2), subtotal: 5000, shippingFee: 10000 });
    expect([ship.applied, ship.reason]).toEqual([false, 'no_eligible_items']);
    const shipped = await promotions.evaluate({ code: 'ACMESHIP', lines: basket(), subtotal: 96000, shippingFee: 10000 });
    expect([shipped.applied, shipped.discountAmount, shipped.shippingDiscountAmount]).toEqual([true, 0, 10000]);
  });
});
