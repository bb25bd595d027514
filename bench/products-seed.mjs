// Seeds a migrated database with a storefront-sized catalogue in a few set-based statements (generate_series):
// 1,000 categories (50 roots x 19 children), 300 brands, 100,000 published products with 1-4 variants each,
// current slugs in the registry, price rollups and search text as the products service writes them, and
// three live deals (by product, by category, by brand) covering about 10% of the products.
// `node bench/products-seed.mjs <database url>` or import { seedProducts }.
import pg from 'pg';

export const SEED = { roots: 50, childrenPerRoot: 19, brands: 300, products: 100_000 };

export const ADJECTIVES = [
  'Classic',
  'Smart',
  'Ultra',
  'Compact',
  'Wireless',
  'Portable',
  'Premium',
  'Eco',
  'Rugged',
  'Slim',
  'Pro',
  'Mini',
  'Max',
  'Vintage',
  'Modern',
  'Silent',
  'Turbo',
  'Crème',
  'Nordic',
  'Urban',
];
export const NOUNS = [
  'Phone',
  'Headphones',
  'Speaker',
  'Kettle',
  'Blender',
  'Lamp',
  'Chair',
  'Backpack',
  'Watch',
  'Camera',
  'Monitor',
  'Keyboard',
  'Mouse',
  'Jacket',
  'Sneakers',
  'Bottle',
  'Router',
  'Charger',
  'Tablet',
  'Drone',
  'Heater',
  'Fan',
  'Desk',
  'Sofa',
  'Mixer',
];
export const MATERIALS = ['Steel', 'Bamboo', 'Leather', 'Cotton', 'Carbon', 'Glass', 'Ceramic', 'Wool', 'Aluminium', 'Oak'];

/** `options.products`: how many products (default SEED.products); the categories, brands and deals stay as they are. */
export async function seedProducts(url, options = {}) {
  const seed = { ...SEED, ...options };
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const t0 = performance.now();
  try {
    await c.query('BEGIN');
    await c.query(`
      WITH r AS (
        INSERT INTO categories (public_id, name, display_order)
        SELECT gen_random_uuid(), 'Department ' || i, i FROM generate_series(1, ${seed.roots}) i RETURNING id, display_order
      ), ch AS (
        INSERT INTO categories (public_id, name, parent_id, depth, display_order)
        SELECT gen_random_uuid(), 'Aisle ' || r.display_order || '.' || j, r.id, 1, j FROM r, generate_series(1, ${seed.childrenPerRoot}) j
        RETURNING id
      )
      INSERT INTO slugs (scope, slug, entity_id, is_current) SELECT 'category', 'category-' || id, id, true FROM (SELECT id FROM r UNION ALL SELECT id FROM ch) x`);
    await c.query(`
      WITH b AS (INSERT INTO brands (public_id, name) SELECT gen_random_uuid(), 'Brand ' || i FROM generate_series(1, ${seed.brands}) i RETURNING id)
      INSERT INTO slugs (scope, slug, entity_id, is_current) SELECT 'brand', 'brand-' || id, id, true FROM b`);
    // products: names from a small vocabulary (searchable words), leaf categories, 90% branded, flags and stock states spread
    await c.query(
      `
      WITH cats AS (SELECT array_agg(id ORDER BY id) AS ids FROM categories WHERE parent_id IS NOT NULL),
           brs AS (SELECT array_agg(id ORDER BY id) AS ids FROM brands),
           words AS (SELECT $1::text[] AS adj, $2::text[] AS noun, $3::text[] AS mat)
      INSERT INTO products (public_id, name, sku, category_id, brand_id, status, stock_status, featured, trending, best_seller, new_arrival,
                            thumbnail_key, created_at, updated_at)
      SELECT gen_random_uuid(),
             -- every adjective x noun x material combination occurs (20 products each), as words combine in a real catalogue
             w.adj[1 + i % array_length(w.adj, 1)] || ' ' || w.mat[1 + (i / 500) % array_length(w.mat, 1)] || ' '
               || w.noun[1 + (i / array_length(w.adj, 1)) % array_length(w.noun, 1)] || ' ' || i,
             'SKU-' || lpad(i::text, 7, '0'),
             cats.ids[1 + (i * 31) % array_length(cats.ids, 1)],
             CASE WHEN i % 10 = 0 THEN NULL ELSE brs.ids[1 + (i * 17) % array_length(brs.ids, 1)] END,
             'published',
             (ARRAY['in_stock', 'in_stock', 'in_stock', 'low_stock', 'out_of_stock', 'pre_order'])[1 + i % 6],
             i % 50 = 0, i % 70 = 0, i % 90 = 0, i % 110 = 0,
             CASE WHEN i % 2 = 0 THEN 'public/thumbnail/p' || i || '.webp' ELSE 'uploads/image/019a0000-0000-7000-8000-000000000000/p' || i || '.webp' END,
             timestamptz '2025-01-01' + i * interval '5 minutes', timestamptz '2025-01-01' + i * interval '5 minutes'
      FROM generate_series(1, ${seed.products}) i, cats, brs, words w`,
      [ADJECTIVES, NOUNS, MATERIALS],
    );
    await c.query(`INSERT INTO slugs (scope, slug, entity_id, is_current) SELECT 'product', 'product-' || id, id, true FROM products`);
    await c.query(`
      INSERT INTO product_variants (public_id, product_id, name, sku, options, mrp, selling_price, is_default, position, is_tracked, on_hand, reserved)
      SELECT gen_random_uuid(), p.id, CASE WHEN n.k > 1 THEN 'Option ' || k END, p.sku || '-' || k,
             CASE WHEN n.k > 1 THEN jsonb_build_object('Size', 'S' || k) ELSE '{}'::jsonb END,
             base.mrp + (k - 1) * 5000, base.mrp + (k - 1) * 5000 - (base.mrp * (p.id % 4) * 5 / 100),
             k = 1, k - 1, p.id % 9 <> 0, (p.id * k) % 40, 0
      FROM products p
      CROSS JOIN LATERAL (SELECT 1000 + (p.id * 7919) % 500000 AS mrp) base
      CROSS JOIN LATERAL generate_series(1, 1 + (p.id % 4)::int) n(k)`);
    await c.query(`
      UPDATE products p SET min_selling_price = v.min_sp, max_selling_price = v.max_sp, min_mrp = v.min_mrp, live_variant_count = v.n,
             search_text = catalog_search_text(p.name || ' ' || p.sku || ' ' || v.skus || ' ' || coalesce(b.name, '') || ' ' || c.name)
      FROM (SELECT product_id, min(selling_price) AS min_sp, max(selling_price) AS max_sp, min(mrp) AS min_mrp, count(*) AS n, string_agg(sku, ' ') AS skus
            FROM product_variants GROUP BY product_id) v, categories c, products p2 LEFT JOIN brands b ON b.id = p2.brand_id
      WHERE v.product_id = p.id AND c.id = p.category_id AND p2.id = p.id`);
    // three live deals: ~4% of products by id, 30 leaf categories (~3%), 9 brands (~3%)
    await c.query(`
      WITH d AS (
        INSERT INTO deals (public_id, name, discount_bps, starts_at, ends_at, created_at, updated_at)
        VALUES (gen_random_uuid(), 'Product picks', 1500, now() - interval '1 day', now() + interval '30 days', now() - interval '3 day', now()),
               (gen_random_uuid(), 'Aisle week', 1000, now() - interval '1 day', now() + interval '30 days', now() - interval '2 day', now()),
               (gen_random_uuid(), 'Brand days', 2000, now() - interval '1 day', now() + interval '30 days', now() - interval '1 day', now())
        RETURNING id, name
      ), dp AS (
        INSERT INTO deal_products (deal_id, product_id) SELECT d.id, p.id FROM d, products p WHERE d.name = 'Product picks' AND p.id % 25 = 3
      ), dc AS (
        INSERT INTO deal_categories (deal_id, category_id)
        SELECT d.id, c.id FROM d, (SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 30) c WHERE d.name = 'Aisle week'
      )
      INSERT INTO deal_brands (deal_id, brand_id) SELECT d.id, b.id FROM d, (SELECT id FROM brands ORDER BY id LIMIT 9) b WHERE d.name = 'Brand days'`);
    await c.query('COMMIT');
    await c.query('ANALYZE categories; ANALYZE brands; ANALYZE slugs; ANALYZE products; ANALYZE product_variants; ANALYZE deal_products');
    const [{ products, variants }] = (
      await c.query(`SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM product_variants)::int AS variants`)
    ).rows;
    return { products, variants, ms: Math.round(performance.now() - t0) };
  } catch (e) {
    await c.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    await c.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  // `npm run bench` runs every script without arguments: this one is a helper of products-storefront.mjs
  if (!url) console.log('usage: node bench/products-seed.mjs <url of a migrated database> (bench/products-storefront.mjs seeds its own)');
  else console.log(await seedProducts(url));
}
