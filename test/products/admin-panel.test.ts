import { bootWithPanel, panelLogin, type Agent } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { adminWith, login, SUPERADMIN } from '../support/auth.js';
import { PRODUCTS, productApi } from './support.js';

let t: TestApp;
let root: string;
let su: Agent;
let category: any;
const api = () => productApi(t, () => root);
const action = (resource: string, name: string) => `/admin/api/resources/${resource}/actions/${name}`;
const recordAction = (resource: string, id: string, name: string) => `/admin/api/resources/${resource}/records/${id}/${name}`;
const bulk = (resource: string, name: string, ids: string[]) => `/admin/api/resources/${resource}/bulk/${name}?recordIds=${ids.join(',')}`;

beforeAll(async () => {
  t = await bootWithPanel();
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
  category = await api().category({ name: 'Panel Phones' });
});
afterAll(async () => t?.close());

describe('products admin panel', () => {
  it('creates a product through the service (draft, default variant, rules, prices in rupees) and lists it with names', async () => {
    const res = await su
      .post(action('Products', 'new'))
      .type('form')
      .send({ name: 'Panel Phone', categoryPublicId: category.publicId, mrp: '1,000', sellingPrice: 'Rs 899.50', sku: 'PNL-1' })
      .expect(200);
    expect(res.body.notice).toMatchObject({ type: 'success' });
    expect(res.body.record.params).toMatchObject({
      name: 'Panel Phone',
      slug: 'panel-phone',
      status: 'draft',
      mrp: 'Rs 1,000.00',
      sellingPrice: 'Rs 899.50',
      variantCount: 1,
      version: 1,
    });
    expect((await api().get(`${PRODUCTS}/${res.body.record.params.id}`)).body.data.pricing).toMatchObject({ mrp: 100_000, sellingPrice: 89_950 });
    const bad = await su
      .post(action('Products', 'new'))
      .type('form')
      .send({ name: 'Bad', categoryPublicId: category.publicId, mrp: '10', sellingPrice: '20' })
      .expect(200);
    expect(bad.body.notice).toMatchObject({ type: 'error' });
    expect(bad.body.record.errors.sellingPrice).toMatchObject({
      type: 'PRODUCT_PRICE_INVALID',
      message: 'Selling price: The selling price cannot be above the MRP',
    });
    const fraction = await su
      .post(action('Products', 'new'))
      .type('form')
      .send({ name: 'Float', categoryPublicId: category.publicId, mrp: '10.505', sellingPrice: '-1' })
      .expect(200);
    expect(fraction.body.record.errors.mrp).toMatchObject({ message: 'MRP must be an amount in rupees with at most two decimals, e.g. 12,999.50' });
    expect(fraction.body.record.errors.sellingPrice).toMatchObject({ message: 'Selling price cannot be negative' });
    const huge = await su
      .post(action('Products', 'new'))
      .type('form')
      .send({ name: 'Huge', categoryPublicId: category.publicId, mrp: '90,071,992,547,410', sellingPrice: '1' })
      .expect(200);
    expect(huge.body.record.errors.mrp).toMatchObject({ message: 'MRP is too large' });
    expect((await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM products WHERE name IN ('Float', 'Huge')`))[0].n).toBe(0);
    const list = await su.get(action('Products', 'list')).query({ 'filters.name': 'panel phone' }).expect(200);
    expect(list.body.records.map((r: any) => r.params.name)).toEqual(['Panel Phone']);
    expect(list.body.records[0].populated.categoryPublicId.title).toBe('Panel Phones');
  });

  it('moves the lifecycle and discovery through record and bulk actions with the archived rule', async () => {
    const a = await api().product({ name: 'Panel A', categoryPublicId: category.publicId, mrp: 10, sellingPrice: 10 });
    const b = await api().product({ name: 'Panel B', categoryPublicId: category.publicId, mrp: 10, sellingPrice: 10 });
    const published = await su.post(recordAction('Products', a.publicId, 'publish')).expect(200);
    expect(published.body.record.params).toMatchObject({ status: 'published', version: 2 });
    await su.post(recordAction('Products', b.publicId, 'archive')).expect(200);
    const res = await su.post(bulk('Products', 'bulkUnlist', [a.publicId, b.publicId])).expect(200);
    expect(res.body.notice.message).toMatch(/1 moved to unlisted, 1 failed: Panel B \(PRODUCT_INVALID_TRANSITION\)/);
    await su.post(bulk('Products', 'bulkFeature', [a.publicId])).expect(200);
    expect((await api().get(`${PRODUCTS}/${a.publicId}`)).body.data).toMatchObject({ status: 'unlisted', featured: true });
    const blocked = await su.post(recordAction('Products', b.publicId, 'delete')).expect(200);
    expect(blocked.body.notice).toMatchObject({ type: 'error' });
    await su.post(recordAction('Products', b.publicId, 'toDraft')).expect(200);
    await su.post(recordAction('Products', b.publicId, 'delete')).expect(200);
    const restored = await su.post(recordAction('Products', b.publicId, 'restore')).expect(200);
    expect(restored.body.record.params).toMatchObject({ deletedAt: null, status: 'draft' });
  });

  it('adds variants and adjusts stock with a reason; the movements list shows it', async () => {
    const p = await api().product({ name: 'Panel Stock', categoryPublicId: category.publicId, mrp: 100, sellingPrice: 80 });
    const v = p.variants[0];
    const adjusted = await su
      .post(action('StockMovements', 'new'))
      .type('form')
      .send({ variantPublicId: v.publicId, delta: '12', reason: 'receipt', note: 'PO-9' })
      .expect(200);
    expect(adjusted.body.notice).toMatchObject({ type: 'success' });
    expect(adjusted.body.record.params).toMatchObject({ deltaOnHand: 12, reason: 'receipt', note: 'PO-9' });
    const negative = await su
      .post(action('StockMovements', 'new'))
      .type('form')
      .send({ variantPublicId: v.publicId, delta: '-13', reason: 'correction' })
      .expect(200);
    expect(negative.body.notice).toMatchObject({ type: 'error' });
    const noReason = await su.post(action('StockMovements', 'new')).type('form').send({ variantPublicId: v.publicId, delta: '1' }).expect(200);
    expect(noReason.body.record.errors.reason).toBeDefined();
    const variants = await su.get(action('ProductVariants', 'list')).query({ 'filters.productPublicId': p.publicId }).expect(200);
    expect(variants.body.records[0].params).toMatchObject({ onHand: 12, reserved: 0, available: 12, title: 'Panel Stock' });
    const movements = await su.get(action('StockMovements', 'list')).query({ 'filters.variantPublicId': v.publicId }).expect(200);
    expect(movements.body.records.map((r: any) => [r.params.reason, r.params.deltaOnHand])).toEqual([['receipt', 12]]);
    expect(movements.body.records[0].populated.variantPublicId.title).toBe('Panel Stock');

    await api()
      .put(`${PRODUCTS}/${p.publicId}/options`, { options: [{ name: 'Size', values: ['S', 'M'] }] })
      .expect(200);
    const created = await su
      .post(action('ProductVariants', 'new'))
      .type('form')
      .send({ productPublicId: p.publicId, options: '{"Size":"M"}', mrp: '1', sellingPrice: '0.70', sku: 'PNL-M' })
      .expect(200);
    expect(created.body.record.params).toMatchObject({ name: 'M', sku: 'PNL-M', title: 'Panel Stock · M · PNL-M', mrp: 'Rs 1.00', sellingPrice: 'Rs 0.70' });
    const edited = await su
      .post(recordAction('ProductVariants', created.body.record.params.id, 'edit'))
      .type('form')
      .send({ mrp: created.body.record.params.mrp, sellingPrice: '0.7' })
      .expect(200);
    expect(edited.body.record.params).toMatchObject({ mrp: 'Rs 1.00', sellingPrice: 'Rs 0.70' });
    const dup = await su
      .post(action('ProductVariants', 'new'))
      .type('form')
      .send({ productPublicId: p.publicId, options: '{"Size":"M"}', mrp: '1', sellingPrice: '0.70' })
      .expect(200);
    expect(dup.body.notice).toMatchObject({ type: 'error' });
    const delDefault = await su.post(recordAction('ProductVariants', v.publicId, 'delete')).expect(200);
    expect(delDefault.body.notice).toMatchObject({ type: 'error' });
    expect((await api().get(`${PRODUCTS}/${p.publicId}`)).body.data.pricing).toMatchObject({ sellingPrice: 70, variantCount: 2 });
  });

  it('gates by the Products permissions', async () => {
    const email = `reader${Date.now()}@bazaar.test`;
    await adminWith(t, root, ['Products_READ'], email);
    const reader = await panelLogin(t, email, 'admin-password-1');
    await reader.get(action('Products', 'list')).expect(200);
    const res = await reader
      .post(action('Products', 'new'))
      .type('form')
      .send({ name: 'Nope', categoryPublicId: category.publicId, mrp: '0.01', sellingPrice: '0.01' });
    expect(res.body.notice).toMatchObject({ type: 'error' });
    const adjust = await reader
      .post(action('StockMovements', 'new'))
      .type('form')
      .send({ variantPublicId: '01900000-0000-7000-8000-000000000000', delta: '1', reason: 'receipt' });
    expect(adjust.body.notice).toMatchObject({ type: 'error' });
    expect((await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM products WHERE name = 'Nope'`))[0].n).toBe(0);
  });
});
