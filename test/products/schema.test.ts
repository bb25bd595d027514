import { bootApp, type TestApp } from '../support/app.js';
import { Product } from '../../plugins/products/entities/product.entity.js';
import { ProductVariant } from '../../plugins/products/entities/product-variant.entity.js';

/** The database's last line of defence for products: constraints that hold whatever the services do. */
let t: TestApp;
const sql = (text: string, params: unknown[] = []) => t.bazaar.dataSource.query(text, params);
let categoryId: string;
let productId: string;
const MAX = '9007199254740991';

async function variant(fields: Record<string, unknown> = {}) {
  const row = { public_id: crypto.randomUUID(), product_id: productId, mrp: 100, selling_price: 90, options: {}, ...fields };
  const cols = Object.keys(row);
  const values = cols.map((c) => (c === 'options' ? JSON.stringify(row[c as keyof typeof row]) : row[c as keyof typeof row]));
  const [r] = await sql(
    `INSERT INTO product_variants (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id, available`,
    values,
  );
  return r as { id: string; available: number };
}

beforeAll(async () => {
  t = await bootApp();
  [{ id: categoryId }] = await sql(`INSERT INTO categories (public_id, name) VALUES ($1, 'Phones') RETURNING id`, [crypto.randomUUID()]);
  [{ id: productId }] = await sql(`INSERT INTO products (public_id, name, category_id) VALUES ($1, 'Phone', $2) RETURNING id`, [
    crypto.randomUUID(),
    categoryId,
  ]);
});
afterAll(async () => t?.close());

describe('products schema', () => {
  it('maps the entities (the plugin is loaded) and derives available and the discount percentage', async () => {
    expect(t.bazaar.plugins.map((p) => p.name)).toContain('products');
    const v = await variant({ sku: 'A-1', on_hand: 7, reserved: 2, is_default: true });
    expect(v.available).toBe(5);
    await sql(`UPDATE products SET min_mrp = 1000, min_selling_price = 755, max_selling_price = 900 WHERE id = $1`, [productId]);
    const product = await t.bazaar.dataSource.getRepository(Product).findOneByOrFail({ id: productId });
    expect(product.discountPercentage).toBe(24);
    expect(product.minMrp).toBe(1000);
    const loaded = await t.bazaar.dataSource.getRepository(ProductVariant).findOneByOrFail({ id: v.id });
    expect(loaded).toMatchObject({ onHand: 7, reserved: 2, available: 5, isTracked: true, lowStockThreshold: 5, status: 'active' });
  });

  it('keeps money within 0..2^53-1 and selling price at most the MRP', async () => {
    await expect(variant({ mrp: 100, selling_price: 101, options: { c: 'x1' } })).rejects.toThrow(/selling_below_mrp/);
    await expect(variant({ mrp: -1, selling_price: 0, options: { c: 'x2' } })).rejects.toThrow(/check/);
    await expect(variant({ mrp: '9007199254740992', selling_price: 0, options: { c: 'x3' } })).rejects.toThrow(/check/);
    await expect(variant({ mrp: MAX, selling_price: MAX, options: { c: 'x4' } })).resolves.toBeDefined();
  });

  it('refuses a second live default, a repeated live option combination and a live SKU twice (any case)', async () => {
    await expect(variant({ is_default: true, options: { c: 'y1' } })).rejects.toThrow(/uq_product_variants_default/);
    await variant({ options: { color: 'Black', size: 'M' } });
    await expect(variant({ options: { size: 'M', color: 'Black' } })).rejects.toThrow(/uq_product_variants_options_live/);
    await expect(variant({ sku: 'a-1', options: { c: 'y2' } })).rejects.toThrow(/uq_product_variants_sku_live/);
    // a soft-deleted variant frees its SKU and its combination
    await sql(`UPDATE product_variants SET deleted_at = now() WHERE options = $1::jsonb`, [JSON.stringify({ color: 'Black', size: 'M' })]);
    await expect(variant({ sku: 'B-1', options: { color: 'Black', size: 'M' } })).resolves.toBeDefined();
  });

  it('never lets stock on hand or reserved go below zero', async () => {
    const v = await variant({ options: { c: 'z1' }, on_hand: 1 });
    await expect(sql(`UPDATE product_variants SET on_hand = on_hand - 2 WHERE id = $1`, [v.id])).rejects.toThrow(/check/);
    await expect(sql(`UPDATE product_variants SET reserved = -1 WHERE id = $1`, [v.id])).rejects.toThrow(/check/);
  });

  it('keeps the ledger append-only and a hold unique per (ref, variant)', async () => {
    const v = await variant({ options: { c: 'l1' } });
    const [m] = await sql(
      `INSERT INTO inventory_movements (public_id, variant_id, delta_on_hand, delta_reserved, reason, actor) VALUES ($1, $2, 5, 0, 'receipt', 'test') RETURNING id`,
      [crypto.randomUUID(), v.id],
    );
    await expect(sql(`UPDATE inventory_movements SET delta_on_hand = 6 WHERE id = $1`, [m.id])).rejects.toThrow(/append-only/);
    await expect(sql(`DELETE FROM inventory_movements WHERE id = $1`, [m.id])).rejects.toThrow(/append-only/);
    await expect(
      sql(`INSERT INTO inventory_movements (public_id, variant_id, delta_on_hand, delta_reserved, reason, actor) VALUES ($1, $2, 0, 0, 'adjustment', 'test')`, [
        crypto.randomUUID(),
        v.id,
      ]),
    ).rejects.toThrow(/nonzero/);
    await sql(`INSERT INTO inventory_holds (ref, variant_id, quantity) VALUES ('order-1', $1, 2)`, [v.id]);
    await expect(sql(`INSERT INTO inventory_holds (ref, variant_id, quantity) VALUES ('order-1', $1, 1)`, [v.id])).rejects.toThrow(
      /uq_inventory_holds_ref_variant/,
    );
  });

  it('keeps a deal within 1..9000 bps and its window ordered', async () => {
    const deal = (bps: number, starts: string, ends: string) =>
      sql(`INSERT INTO deals (public_id, name, discount_bps, starts_at, ends_at) VALUES ($1, 'D', $2, $3, $4)`, [crypto.randomUUID(), bps, starts, ends]);
    await expect(deal(9001, '2030-01-01', '2030-02-01')).rejects.toThrow(/check/);
    await expect(deal(0, '2030-01-01', '2030-02-01')).rejects.toThrow(/check/);
    await expect(deal(100, '2030-02-01', '2030-02-01')).rejects.toThrow(/chk_deals_dates/);
    await expect(deal(9000, '2030-01-01', '2030-02-01')).resolves.toBeDefined();
  });
});
