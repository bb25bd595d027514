import { bootApp, type TestApp } from '../support/app.js';
import { login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { PRODUCTS, productApi } from './support.js';

let t: TestApp;
let root: string;
const api = () => productApi(t, () => root);
const sql = (text: string, params: unknown[] = []) => t.bazaar.dataSource.query(text, params);
let category: any;

async function phone(name = `Phone ${Math.random()}`) {
  const p = await api().product({
    name,
    categoryPublicId: category.publicId,
    mrp: 100000,
    sellingPrice: 90000,
    sku: `SKU-${Math.random().toString(36).slice(2, 10)}`,
  });
  const at = (suffix = '') => `${PRODUCTS}/${p.publicId}${suffix}`;
  return { p, at };
}
const product = async (at: (s?: string) => string) => (await api().get(at())).body.data;
const variantRows = async () => (await sql(`SELECT count(*)::int AS n FROM product_variants`))[0].n as number;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  category = await api().category({ name: 'Phones' });
});
afterAll(async () => t?.close());

describe('options and variants', () => {
  it('adds options (existing variants take the first value), creates variants with derived names and keeps the rollup', async () => {
    const { at } = await phone();
    const put = await api().put(at('/options'), {
      options: [
        { name: 'Color', values: ['Black', 'White'] },
        { name: 'Storage', values: ['128 GB', '256 GB'] },
      ],
      version: 1,
    });
    expect(put.status).toBe(200);
    expect(put.body.data.options).toEqual([
      { name: 'Color', values: ['Black', 'White'] },
      { name: 'Storage', values: ['128 GB', '256 GB'] },
    ]);
    let p = await product(at);
    expect(p.version).toBe(2);
    expect(p.variants).toEqual([expect.objectContaining({ isDefault: true, options: { Color: 'Black', Storage: '128 GB' } })]);

    const white = await api().post(at('/variants'), { options: { Color: 'White', Storage: '256 GB' }, mrp: 120000, sellingPrice: 110000, sku: 'WHITE-256' });
    expect(white.status).toBe(201);
    expect(white.body.data).toMatchObject({
      name: 'White / 256 GB',
      sku: 'WHITE-256',
      isDefault: false,
      status: 'active',
      isTracked: true,
      lowStockThreshold: 5,
      position: 1,
    });
    const cheap = await api().post(at('/variants'), { options: { Color: 'White', Storage: '128 GB' }, mrp: 95000, sellingPrice: 70000, name: 'Budget' });
    expect(cheap.body.data.name).toBe('Budget');
    p = await product(at);
    expect(p.pricing).toEqual({ mrp: 95000, sellingPrice: 70000, maxSellingPrice: 110000, variantCount: 3, discountPercentage: 26 });
    expect(p.version).toBe(4);

    const list = await api().get(at('/variants'));
    expect(list.body.data.map((v: any) => v.name)).toEqual([null, 'White / 256 GB', 'Budget']);
    const one = await api().get(at(`/variants/${white.body.data.publicId}`));
    expect(one.body.data.publicId).toBe(white.body.data.publicId);

    // withdrawing the cheapest takes it out of the rollup; deleting it frees its slot
    await api()
      .patch(at(`/variants/${cheap.body.data.publicId}`), { status: 'withdrawn' })
      .expect(200);
    expect((await product(at)).pricing).toMatchObject({ sellingPrice: 90000, maxSellingPrice: 110000, variantCount: 2 });
    await api()
      .del(at(`/variants/${cheap.body.data.publicId}`))
      .expect(200);
    expect((await api().get(at('/variants'))).body.data).toHaveLength(2);
    expect((await api().get(at('/variants')).query({ includeDeleted: true })).body.data).toHaveLength(3);
    const gone = await api().get(at(`/variants/${cheap.body.data.publicId}`));
    expect(gone.body.data.deletedAt).not.toBeNull();
    expect((await api().patch(at(`/variants/${cheap.body.data.publicId}`), { name: 'x' })).body.errorCode).toBe('PRODUCT_VARIANT_NOT_FOUND');
    // its combination is free again
    expect((await api().post(at('/variants'), { options: { Color: 'White', Storage: '128 GB' }, mrp: 1, sellingPrice: 1 })).status).toBe(201);
  });

  it('refuses a repeated combination, a bad option, a taken SKU, prices out of bounds, and changes nothing', async () => {
    const { p, at } = await phone();
    await api()
      .put(at('/options'), { options: [{ name: 'Color', values: ['Black', 'White'] }] })
      .expect(200);
    const before = [await variantRows(), (await product(at)).version];
    const cases: Array<[object, number, string]> = [
      [{ options: { Color: 'Black' }, mrp: 1, sellingPrice: 1 }, 409, 'PRODUCT_VARIANT_OPTIONS_CONFLICT'],
      [{ options: { Color: 'Red' }, mrp: 1, sellingPrice: 1 }, 400, 'VALIDATION_FAILED'],
      [{ options: { Colour: 'White' }, mrp: 1, sellingPrice: 1 }, 400, 'VALIDATION_FAILED'],
      [{ options: {}, mrp: 1, sellingPrice: 1 }, 400, 'VALIDATION_FAILED'],
      [{ options: { Color: 'White' }, mrp: 1, sellingPrice: 2 }, 400, 'PRODUCT_PRICE_INVALID'],
      [{ options: { Color: 'White' }, mrp: 1.5, sellingPrice: 1 }, 400, 'VALIDATION_FAILED'],
      [{ options: { Color: 'White' }, mrp: '1', sellingPrice: 1 }, 400, 'VALIDATION_FAILED'],
      [{ options: { Color: 'White' }, mrp: 9007199254740992, sellingPrice: 1 }, 400, 'VALIDATION_FAILED'],
      [{ options: { Color: 'White' }, mrp: 1, sellingPrice: 1, onHand: 5 }, 400, 'VALIDATION_FAILED'],
      [{ options: { Color: 'White' }, mrp: 1, sellingPrice: 1, sku: p.sku.toLowerCase() }, 409, 'PRODUCT_SKU_ALREADY_EXISTS'],
      [{ options: { Color: 'White' }, mrp: 1, sellingPrice: 1, version: 1 }, 409, 'PRODUCT_VERSION_CONFLICT'],
    ];
    for (const [body, status, code] of cases) {
      const res = await api().post(at('/variants'), body);
      expect([JSON.stringify(body), res.status, res.body.errorCode]).toEqual([JSON.stringify(body), status, code]);
    }
    expect([await variantRows(), (await product(at)).version]).toEqual(before);
    expect((await api().post(at('/variants'), { options: { Color: 'White' }, mrp: 1, sellingPrice: 1 }, {})).body.errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const unknown = await api().get(`${PRODUCTS}/01900000-0000-7000-8000-000000000000/variants`);
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    const noVariant = await api().get(at('/variants/01900000-0000-7000-8000-000000000000'));
    expect([noVariant.status, noVariant.body.errorCode]).toEqual([404, 'PRODUCT_VARIANT_NOT_FOUND']);
  });

  it('a product without options has exactly one variant', async () => {
    const { at } = await phone();
    const res = await api().post(at('/variants'), { mrp: 1, sellingPrice: 1 });
    expect([res.status, res.body.errorCode]).toEqual([409, 'PRODUCT_VARIANT_OPTIONS_CONFLICT']);
  });

  it('keeps the default: not deleted, not withdrawn while others are live, moved by isDefault', async () => {
    const { at } = await phone();
    await api()
      .put(at('/options'), { options: [{ name: 'Size', values: ['S', 'M'] }] })
      .expect(200);
    const def = (await product(at)).variants[0];
    // alone, the default may be withdrawn (the product is then not for sale) but never deleted
    expect((await api().patch(at(`/variants/${def.publicId}`), { status: 'withdrawn' })).body.data.status).toBe('withdrawn');
    expect((await product(at)).pricing).toMatchObject({ sellingPrice: null, variantCount: 0 });
    await api()
      .patch(at(`/variants/${def.publicId}`), { status: 'active' })
      .expect(200);
    const del = await api().del(at(`/variants/${def.publicId}`));
    expect([del.status, del.body.errorCode]).toEqual([409, 'PRODUCT_DEFAULT_VARIANT_REQUIRED']);

    const m = (await api().post(at('/variants'), { options: { Size: 'M' }, mrp: 500, sellingPrice: 400 })).body.data;
    const withdraw = await api().patch(at(`/variants/${def.publicId}`), { status: 'withdrawn' });
    expect([withdraw.status, withdraw.body.errorCode]).toEqual([409, 'PRODUCT_DEFAULT_VARIANT_REQUIRED']);
    const unset = await api().patch(at(`/variants/${def.publicId}`), { isDefault: false });
    expect([unset.status, unset.body.errorCode]).toEqual([409, 'PRODUCT_DEFAULT_VARIANT_REQUIRED']);
    expect((await api().patch(at(`/variants/${m.publicId}`), { isDefault: true })).body.data.isDefault).toBe(true);
    const variants = (await api().get(at('/variants'))).body.data;
    expect(variants.filter((v: any) => v.isDefault).map((v: any) => v.publicId)).toEqual([m.publicId]);
    await api()
      .del(at(`/variants/${def.publicId}`))
      .expect(200);
    expect((await product(at)).pricing).toMatchObject({ sellingPrice: 400, variantCount: 1 });
  });

  it('replaces options: removing one that would make variants alike is refused, a used value cannot go', async () => {
    const { at } = await phone();
    await api()
      .put(at('/options'), { options: [{ name: 'Color', values: ['Black', 'White'] }] })
      .expect(200);
    await api()
      .post(at('/variants'), { options: { Color: 'White' }, mrp: 1, sellingPrice: 1 })
      .expect(201);
    const version = (await product(at)).version;
    const collapse = await api().put(at('/options'), { options: [] });
    expect([collapse.status, collapse.body.errorCode]).toEqual([409, 'PRODUCT_VARIANT_OPTIONS_CONFLICT']);
    const dropValue = await api().put(at('/options'), { options: [{ name: 'Color', values: ['Black'] }] });
    expect([dropValue.status, dropValue.body.errorCode]).toEqual([409, 'PRODUCT_OPTION_VALUE_IN_USE']);
    for (const options of [
      [
        { name: 'A', values: ['x'] },
        { name: 'B', values: ['x'] },
        { name: 'C', values: ['x'] },
        { name: 'D', values: ['x'] },
      ],
      [{ name: 'Color', values: [] }],
      [{ name: 'Color', values: ['Black', 'Black'] }],
      [
        { name: 'Color', values: ['Black'] },
        { name: 'color', values: ['x'] },
      ],
      [{ name: 'Color', values: [1] }],
    ]) {
      const res = await api().put(at('/options'), { options });
      expect([JSON.stringify(options), res.status]).toEqual([JSON.stringify(options), 400]);
    }
    const stale = await api().put(at('/options'), { options: [{ name: 'Color', values: ['Black', 'White', 'Red'] }], version: version - 1 });
    expect(stale.body.errorCode).toBe('PRODUCT_VERSION_CONFLICT');
    const p = await product(at);
    expect([p.version, p.options]).toEqual([version, [{ name: 'Color', values: ['Black', 'White'] }]]);
    // adding an option and a value: variants take the new option's first value
    await api()
      .put(at('/options'), {
        options: [
          { name: 'Color', values: ['Black', 'White', 'Red'] },
          { name: 'Size', values: ['L', 'XL'] },
        ],
        version,
      })
      .expect(200);
    expect((await api().get(at('/variants'))).body.data.map((v: any) => v.options)).toEqual([
      { Color: 'Black', Size: 'L' },
      { Color: 'White', Size: 'L' },
    ]);
  });

  it('refuses variant and option writes on an archived product', async () => {
    const { at } = await phone();
    await api().patch(at('/lifecycle'), { status: 'archived', version: 1 }).expect(200);
    const v = (await product(at)).variants[0];
    for (const res of [
      await api().put(at('/options'), { options: [] }),
      await api().patch(at(`/variants/${v.publicId}`), { name: 'x' }),
      await api().post(at('/variants'), { mrp: 1, sellingPrice: 1 }),
    ])
      expect([res.status, res.body.errorCode]).toEqual([409, 'PRODUCT_INVALID_TRANSITION']);
  });

  it('updates a variant: prices checked against each other, a taken SKU refused', async () => {
    const { at } = await phone();
    const { p: other } = await phone();
    const v = (await product(at)).variants[0];
    const bad = await api().patch(at(`/variants/${v.publicId}`), { mrp: 10 });
    expect([bad.status, bad.body.errorCode]).toEqual([400, 'PRODUCT_PRICE_INVALID']);
    const taken = await api().patch(at(`/variants/${v.publicId}`), { sku: other.sku });
    expect([taken.status, taken.body.errorCode]).toEqual([409, 'PRODUCT_SKU_ALREADY_EXISTS']);
    const ok = await api().patch(at(`/variants/${v.publicId}`), {
      mrp: 200000,
      sellingPrice: 150000,
      isTracked: false,
      lowStockThreshold: 2,
      sku: 'NEW-SKU',
      position: 3,
    });
    expect(ok.body.data).toMatchObject({ mrp: 200000, sellingPrice: 150000, isTracked: false, lowStockThreshold: 2, sku: 'NEW-SKU', position: 3 });
    expect((await product(at)).pricing).toMatchObject({ mrp: 200000, sellingPrice: 150000 });
    for (const body of [{ onHand: 5 }, { available: 1 }, { reserved: 1 }, { lowStockThreshold: -1 }, { status: 'gone' }]) {
      expect((await api().patch(at(`/variants/${v.publicId}`), body)).status).toBe(400);
    }
  });
});
