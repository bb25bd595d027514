import { bootWithPanel, panelAdminWith, panelLogin, type Agent } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { login, SUPERADMIN } from '../support/auth.js';
import { png } from '../uploads/fixtures.js';
import { PRODUCTS, productApi } from './support.js';

/*
 * The product editor's server side under the panel session (the page's browser side: panel-editor-browser.test.ts):
 * its pages' reads, a new product made by the `new` action and saved whole by `saveInEditor` in one transaction
 * through the services, refusals beside their fields in words, a version conflict, and the permissions.
 */

let t: TestApp;
let root: string;
let su: Agent;
let category: any;
const api = () => productApi(t, () => root);
const action = (name: string) => `/admin/api/resources/Products/actions/${name}`;
const recordAction = (id: string, name: string) => `/admin/api/resources/Products/records/${id}/${name}`;

beforeAll(async () => {
  t = await bootWithPanel();
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
  category = await api().category({ name: 'Editor Phones' });
}, 5 * 60_000);
afterAll(async () => t?.close());

async function upload(agent: Agent, name: string): Promise<{ relativePath: string; url: string }> {
  const res = await agent
    .post('/admin/api/resources/Media/actions/new')
    .field('uploadType', 'landing')
    .attach('file', await png(20, 10), { filename: name, contentType: 'image/png' })
    .expect(200);
  expect(res.body.notice).toMatchObject({ type: 'success' });
  return res.body.record.params;
}

async function save(agent: Agent, id: string, command: object): Promise<any> {
  const res = await agent
    .post(recordAction(id, 'saveInEditor'))
    .send({ command: JSON.stringify(command) })
    .expect(200);
  expect(typeof res.body.record?.params?.editorOutcome).toBe('string');
  return JSON.parse(res.body.record.params.editorOutcome);
}

async function newProduct(name: string, sku?: string): Promise<{ id: string; version: number }> {
  const res = await su
    .post(action('new'))
    .send({ name, categoryPublicId: category.publicId, mrp: '14999', sellingPrice: '12999', ...(sku ? { sku } : {}) })
    .expect(200);
  expect(res.body.notice).toMatchObject({ type: 'success' });
  return { id: res.body.record.params.id, version: res.body.record.params.version };
}

const row = (key: string, options: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  key,
  options,
  mrp: '14,999',
  sellingPrice: '12999',
  isTracked: true,
  lowStockThreshold: '3',
  isDefault: false,
  active: true,
  stock: { delta: '10', reason: 'receipt' },
  ...extra,
});

describe('the product editor (server side)', () => {
  it('reads its pages: the choices by name, and a product with amounts in rupees', async () => {
    const fresh = await su.get(action('newInEditor')).expect(200);
    const data = fresh.body.data;
    expect(data.product).toBeNull();
    expect(data.choices.categories).toContainEqual({ id: category.publicId, label: 'Editor Phones' });
    expect(data.choices.reasons.map((r: any) => r.value)).toEqual(['adjustment', 'receipt', 'correction']);
    expect(data.can).toMatchObject({ createTags: true, upload: true, pickSeo: true });

    const { id } = await newProduct('Editor Read Phone');
    const page = await su.get(recordAction(id, 'editInEditor')).expect(200);
    expect(page.body.data.product).toMatchObject({ id, name: 'Editor Read Phone', version: 1, status: 'draft', categoryPublicId: category.publicId });
    expect(page.body.data.product.variants).toEqual([expect.objectContaining({ mrp: '14999', sellingPrice: '12999', isDefault: true, onHand: 0 })]);
  });

  it('saves options, four variants with prices in rupees and stock, images, tags and flags in one save, then publishes', async () => {
    const { id, version } = await newProduct('Editor Phone', 'ED-PHONE');
    const images = [await upload(su, 'front.png'), await upload(su, 'back.png'), await upload(su, 'side.png')];
    const existingTag = await api().tag({ name: 'Editor 5G' });
    const seo = (await api().post('/api/admin/seo', { title: 'Editor Phone, in black or blue' }).expect(201)).body.data;
    const outcome = await save(su, id, {
      version,
      general: { shortDescription: 'A phone', brandPublicId: '' },
      specifications: [{ group: 'Display', name: 'Size', value: '6.5 inch' }],
      options: [
        { name: 'Colour', values: ['Black', 'Blue'] },
        { name: 'Storage', values: ['128 GB', '256 GB'] },
      ],
      variants: [
        row('a', { Colour: 'Black', Storage: '128 GB' }, { isDefault: true, sku: 'ED-B-128' }),
        row('b', { Colour: 'Black', Storage: '256 GB' }, { sellingPrice: '13,999.50', sku: 'ED-B-256' }),
        row('c', { Colour: 'Blue', Storage: '128 GB' }, { sku: 'ED-L-128' }),
        row('d', { Colour: 'Blue', Storage: '256 GB' }, { sku: 'ED-L-256', stock: { delta: '4', reason: 'adjustment', note: 'found' } }),
      ],
      media: { gallery: images.map((m, i) => ({ key: m.relativePath, alt: `Side ${i}` })), thumbnailKey: images[1]!.relativePath, thumbnailAlt: 'Back' },
      tags: [{ id: existingTag.publicId }, { name: 'Editor Camera' }],
      flags: { featured: true, trending: false, bestSeller: false, newArrival: true },
      seoId: seo.id,
      then: 'published',
    });
    expect(outcome).toMatchObject({ ok: true });
    const p = outcome.state.product;
    expect(p.status).toBe('published');
    expect(p.variants.map((v: any) => [v.name, v.sku, v.mrp, v.sellingPrice, v.onHand, v.isDefault])).toEqual([
      ['Black / 128 GB', 'ED-B-128', '14999', '12999', 10, true],
      ['Black / 256 GB', 'ED-B-256', '14999', '13999.50', 10, false],
      ['Blue / 128 GB', 'ED-L-128', '14999', '12999', 10, false],
      ['Blue / 256 GB', 'ED-L-256', '14999', '12999', 4, false],
    ]);
    expect(p.tags.map((t: any) => t.name)).toEqual(['Editor 5G', 'Editor Camera']);
    expect(p.media.gallery.map((g: any) => g.key)).toEqual(images.map((m) => m.relativePath));
    expect(p.media.thumbnailKey).toBe(images[1]!.relativePath);
    expect(p.flags).toEqual({ featured: true, trending: false, bestSeller: false, newArrival: true });
    expect(p.seo).toEqual({ id: seo.id, title: 'Editor Phone, in black or blue' });

    const detail = (await api().get(`${PRODUCTS}/${id}`).expect(200)).body.data;
    expect(detail.variants.map((v: any) => [v.sellingPrice, v.available])).toEqual([
      [1_299_900, 10],
      [1_399_950, 10],
      [1_299_900, 10],
      [1_299_900, 4],
    ]);
    expect(detail.specifications).toEqual([{ group: 'Display', name: 'Size', value: '6.5 inch' }]);
    const moves = await t.bazaar.dataSource.query(
      `SELECT m.reason, m.delta_on_hand AS delta, m.note FROM inventory_movements m JOIN product_variants v ON v.id = m.variant_id
        JOIN products p ON p.id = v.product_id WHERE p.public_id = $1 ORDER BY m.id`,
      [id],
    );
    expect(moves).toEqual([
      { reason: 'receipt', delta: 10, note: null },
      { reason: 'receipt', delta: 10, note: null },
      { reason: 'receipt', delta: 10, note: null },
      { reason: 'adjustment', delta: 4, note: 'found' },
    ]);
  });

  it('generating again keeps the variants there are: an added value adds rows, existing ones keep their prices and stock', async () => {
    const { id, version } = await newProduct('Editor Grow Phone');
    let out = await save(su, id, {
      version,
      options: [{ name: 'Colour', values: ['Black'] }],
      variants: [row('a', { Colour: 'Black' }, { isDefault: true })],
    });
    expect(out).toMatchObject({ ok: true });
    const first = out.state.product.variants[0];
    out = await save(su, id, {
      version: out.state.product.version,
      options: [{ name: 'Colour', values: ['Black', 'Red'] }],
      variants: [
        { ...row(first.id, { Colour: 'Black' }, { isDefault: true, stock: undefined }), id: first.id, mrp: first.mrp, sellingPrice: first.sellingPrice },
        row('new-1', { Colour: 'Red' }, { sellingPrice: '11000' }),
      ],
    });
    expect(out).toMatchObject({ ok: true });
    expect(out.state.product.variants.map((v: any) => [v.id === first.id, v.name, v.sellingPrice, v.onHand])).toEqual([
      [true, 'Black', '12999', 10],
      [false, 'Red', '11000', 10],
    ]);
  });

  it('renames and removes option values with their rows: the renamed variant stays itself, the removed default goes last', async () => {
    const { id, version } = await newProduct('Editor Rename Phone');
    let out = await save(su, id, {
      version,
      options: [{ name: 'Colour', values: ['Black', 'Blue'] }],
      variants: [row('a', { Colour: 'Black' }, { isDefault: true }), row('b', { Colour: 'Blue' })],
    });
    expect(out).toMatchObject({ ok: true });
    const [black, blue] = out.state.product.variants;
    out = await save(su, id, {
      version: out.state.product.version,
      options: [{ name: 'Colour', values: ['Navy', 'Red'] }],
      variants: [
        { ...row(blue.id, { Colour: 'Navy' }, { isDefault: true, stock: undefined }), id: blue.id },
        row('new-1', { Colour: 'Red' }, { stock: undefined }),
      ],
    });
    expect(out).toMatchObject({ ok: true });
    expect(out.state.product.options).toEqual([{ name: 'Colour', values: ['Navy', 'Red'] }]);
    expect(out.state.product.variants.map((v: any) => [v.id === blue.id, v.name, v.isDefault, v.onHand])).toEqual([
      [true, 'Navy', true, 10],
      [false, 'Red', false, 0],
    ]);
    const [gone] = await t.bazaar.dataSource.query(`SELECT deleted_at FROM product_variants WHERE public_id = $1`, [black.id]);
    expect(gone.deleted_at).not.toBeNull();
  });

  it('refuses beside the fields in words and saves nothing: a duplicate SKU, a price in paisa-free rupees, an unknown reason', async () => {
    await api().product({ name: 'Taken', categoryPublicId: category.publicId, mrp: 1000, sellingPrice: 900, sku: 'TAKEN-SKU' });
    const { id, version } = await newProduct('Editor Refused Phone');
    const out = await save(su, id, {
      version,
      general: { name: 'Renamed' },
      options: [{ name: 'Colour', values: ['Black', 'Blue'] }],
      variants: [
        row('a', { Colour: 'Black' }, { isDefault: true, sku: 'TAKEN-SKU' }),
        row('b', { Colour: 'Blue' }, { mrp: '10.505', stock: { delta: '5', reason: 'sale' } }),
      ],
    });
    expect(out.ok).toBe(false);
    expect(out.errors).toEqual({
      'variants.b.mrp': 'MRP must be an amount in rupees with at most two decimals, e.g. 12,999.50',
      'variants.b.reason': 'Pick why the stock changes: Stock received, Adjustment (damaged, lost, found), Correction (after a count)',
    });
    const again = await save(su, id, {
      version,
      general: { name: 'Renamed' },
      options: [{ name: 'Colour', values: ['Black', 'Blue'] }],
      variants: [row('a', { Colour: 'Black' }, { isDefault: true, sku: 'TAKEN-SKU' }), row('b', { Colour: 'Blue' })],
    });
    expect(again).toMatchObject({ ok: false, errors: { 'variants.a.sku': 'This SKU is already used by a live product or variant' } });
    expect(again.problem).toMatch(/^Nothing was saved/);
    // one transaction: the rename and the options before the refusal are not kept
    const detail = (await api().get(`${PRODUCTS}/${id}`).expect(200)).body.data;
    expect(detail).toMatchObject({ name: 'Editor Refused Phone', options: [], version });
    expect(detail.variants).toHaveLength(1);
  });

  it('a product changed elsewhere since the page read it is a conflict in words, and nothing is saved', async () => {
    const { id, version } = await newProduct('Editor Conflict Phone');
    await api().patch(`${PRODUCTS}/${id}`, { name: 'Changed elsewhere', version }).expect(200);
    const out = await save(su, id, { version, general: { name: 'Mine' } });
    expect(out.ok).toBe(false);
    expect(out.conflict).toBe(
      `Someone changed this product after you opened it (you opened version ${version}, it is now version ${version + 1}). ` +
        'Nothing was saved: reload the product to see their changes, then make yours again.',
    );
    expect((await api().get(`${PRODUCTS}/${id}`).expect(200)).body.data.name).toBe('Changed elsewhere');
  });

  it('follows the permissions: the pages and the save need Products, a new tag needs Tags_CREATE', async () => {
    const { id, version } = await newProduct('Editor Permission Phone');
    const reader = await panelAdminWith(t, root, ['Products_READ'], 'editor-reader@bazaar.test');
    // AdminJS answers a refused action with an error notice and no data
    const refused = [
      await reader.get(recordAction(id, 'editInEditor')),
      await reader.post(recordAction(id, 'saveInEditor')).send({ command: JSON.stringify({ version, general: { name: 'Nope' } }) }),
      await reader.get(action('newInEditor')),
    ];
    for (const res of refused) {
      expect(res.body.notice).toMatchObject({ type: 'error' });
      expect(res.body.data).toBeUndefined();
      expect(res.body.record?.params?.editorOutcome).toBeUndefined();
    }
    expect((await api().get(`${PRODUCTS}/${id}`).expect(200)).body.data.name).toBe('Editor Permission Phone');

    const editor = await panelAdminWith(t, root, ['Products_READ', 'Products_UPDATE'], 'editor-editor@bazaar.test');
    const page = (await editor.get(recordAction(id, 'editInEditor')).expect(200)).body.data;
    expect(page.can).toEqual({ createTags: false, upload: false, pickSeo: false });
    const out = await save(editor, id, { version, tags: [{ name: 'Editor Brand New Tag' }] });
    expect(out).toMatchObject({
      ok: false,
      errors: { tags: 'Only existing tags can be picked here: making the new tag "Editor Brand New Tag" needs the permission to create tags' },
    });
  });
});
