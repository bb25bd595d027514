import type { EntityManager } from 'typeorm';
import { clock } from '../../../core/clock/clock.js';
import { assignNewSlugs, slugJoin } from '../../../core/db/slugs/slug-registry.js';
import { rollbackToSavepoint } from '../../../core/db/transaction.js';
import { recordActivityRows } from '../../../core/lifecycle/index.js';
import { publishMany } from '../../../core/jobs/outbox.js';
import { catalogJoin, type tabularJobs } from '../../catalog/index.js';
import { refreshDerivedOf } from '../product-store.js';
import { PRODUCT_CREATED } from '../topics.js';
import { ProductRowError as R } from './errors.js';
import { PRODUCTS, ROWS } from './staging.js';

/**
 * Writes a resolved import in bulk, each step one INSERT/UPDATE ... SELECT from the staging tables:
 * new products (with their slugs), changed products (version + 1), variants (updated, then new ones
 * appended), stock through the ledger (a receipt for a new variant's stock, a correction to an existing
 * variant's count; reference = the job), tags, the price rollup and search text, one products.product.created
 * event per new product and one activity record per product. Returns the rows written (0 when a slug
 * was taken meanwhile: the row errors are in `log` and the caller rolls back).
 */
export async function writeImport(m: EntityManager, job: tabularJobs.ClaimedJob, log: tabularJobs.ErrorLog): Promise<number> {
  await m.query(`SAVEPOINT ${SAVEPOINT}`);
  try {
    const written = await writeAll(m, job, log);
    await m.query(`RELEASE SAVEPOINT ${SAVEPOINT}`);
    return written;
  } catch (e) {
    const taken = takenBy(e);
    if (!taken) throw e;
    // a product route wrote the same SKU or combination after the checks: the file fails, as for a row error
    await rollbackToSavepoint(m, SAVEPOINT);
    log.add({ row: null, column: taken.column, errorCode: taken.code, message: `${taken.what} was taken by another write while the import ran; run it again` });
    return 0;
  }
}

const SAVEPOINT = 'product_import_write';

/** The unique index a concurrent write beat the import to, as the row error it stands for. */
function takenBy(e: unknown): { code: string; column: string; what: string } | null {
  const err = ((e as { driverError?: unknown })?.driverError ?? e) as { code?: string; constraint?: string };
  if (err?.code !== '23505') return null;
  if (err.constraint === 'uq_product_variants_sku_live') return { code: R.SKU_TAKEN, column: 'variantSku', what: 'A SKU of the file' };
  if (err.constraint === 'uq_product_variants_options_live')
    return { code: R.OPTIONS_CONFLICT, column: 'option1Value', what: 'An option combination of the file' };
  return null;
}

async function writeAll(m: EntityManager, job: tabularJobs.ClaimedJob, log: tabularJobs.ErrorLog): Promise<number> {
  const now = clock.now();
  // ids in file order (the export lists products by id, so a file imports and exports in its own order)
  await m.query(
    `UPDATE ${PRODUCTS} pp SET product_id = x.id
       FROM (SELECT s.row_no, nextval(pg_get_serial_sequence('products', 'id')) AS id
               FROM (SELECT row_no FROM ${PRODUCTS} WHERE is_new ORDER BY row_no OFFSET 0) s) x
      WHERE pp.row_no = x.row_no`,
  );
  await m.query(
    `INSERT INTO products (id, public_id, name, category_id, brand_id, brand_series_id, status, stock_status, short_description, description,
                           featured, trending, best_seller, new_arrival, options, version, created_at, updated_at)
     SELECT product_id, public_id, name, category_id, brand_id, series_id, COALESCE(status, 'draft'), COALESCE(stock_status, 'in_stock'),
            short_description, description, COALESCE(featured, false), COALESCE(trending, false), COALESCE(best_seller, false),
            COALESCE(new_arrival, false), COALESCE(options, '[]'::jsonb), 1, $1, $1
       FROM ${PRODUCTS} WHERE is_new ORDER BY row_no`,
    [now],
  );
  const [fresh]: Array<{ slugs: string[] | null; ids: string[] | null; publicIds: string[] | null }> = await m.query(
    `SELECT array_agg(product_slug ORDER BY row_no) AS slugs, array_agg(product_id::text ORDER BY row_no) AS ids, array_agg(public_id::text ORDER BY row_no) AS "publicIds"
       FROM ${PRODUCTS} WHERE is_new`,
  );
  const lost = fresh.slugs ? await assignNewSlugs('product', fresh.slugs, fresh.ids!) : [];
  if (lost.length) {
    const rows: Array<{ row: number; slug: string }> = await m.query(
      `SELECT row_no AS row, product_slug AS slug FROM ${PRODUCTS} WHERE product_slug = ANY($1::text[])`,
      [lost],
    );
    for (const r of rows)
      log.add({ row: r.row, column: 'productSlug', errorCode: R.SLUG_TAKEN, message: `The slug "${r.slug}" was taken while the import ran` });
    return 0;
  }
  await m.query(
    `UPDATE products p SET
        name = COALESCE(pp.name, p.name), category_id = COALESCE(pp.category_id, p.category_id), brand_id = COALESCE(pp.brand_id, p.brand_id),
        brand_series_id = COALESCE(pp.series_id, p.brand_series_id), status = COALESCE(pp.status, p.status), stock_status = COALESCE(pp.stock_status, p.stock_status),
        short_description = COALESCE(pp.short_description, p.short_description), description = COALESCE(pp.description, p.description),
        featured = COALESCE(pp.featured, p.featured), trending = COALESCE(pp.trending, p.trending), best_seller = COALESCE(pp.best_seller, p.best_seller),
        new_arrival = COALESCE(pp.new_arrival, p.new_arrival), options = COALESCE(pp.options, p.options), version = p.version + 1, updated_at = $1
       FROM ${PRODUCTS} pp WHERE p.id = pp.product_id AND NOT pp.is_new`,
    [now],
  );
  await writeVariants(m, now);
  await writeStock(m, job, now);
  await writeTags(m);
  await refreshDerivedOf(`SELECT product_id FROM ${PRODUCTS}`, [], m);
  if (fresh.publicIds)
    await publishMany(
      PRODUCT_CREATED,
      fresh.publicIds.map((productId) => ({ productId })),
    );
  await recordActivityRows(
    m,
    { actor: job.requestedBy, action: 'import', entity: 'product', at: now },
    { publicId: 'p.public_id', from: `FROM ${PRODUCTS} pp JOIN products p ON p.id = pp.product_id ORDER BY pp.row_no` },
  );
  const [{ n }] = await m.query(`SELECT count(*)::int AS n FROM ${ROWS}`);
  return n;
}

/** The row that is (or becomes) its product's default variant: the marked one, else a new product's first row. */
const DEFAULT_ROW = `CASE WHEN pp.is_new THEN COALESCE(pp.default_row, pp.row_no) ELSE pp.default_row END`;

async function writeVariants(m: EntityManager, now: Date): Promise<void> {
  // new variants: an id and a place after the product's existing ones, in file order
  await m.query(
    `UPDATE ${ROWS} r SET is_new_variant = true, variant_id = x.id, position = x.position
       FROM (SELECT n.row_no, n.position, nextval(pg_get_serial_sequence('product_variants', 'id')) AS id
               FROM (SELECT r2.row_no,
                            COALESCE((SELECT max(v.position) + 1 FROM product_variants v WHERE v.product_id = pp.product_id AND NOT pp.is_new), 0)
                              + row_number() OVER (PARTITION BY r2.product_slug ORDER BY r2.row_no) - 1 AS position
                       FROM ${ROWS} r2 JOIN ${PRODUCTS} pp USING (product_slug) WHERE r2.variant_id IS NULL
                      ORDER BY r2.row_no OFFSET 0) n) x
      WHERE r.row_no = x.row_no`,
  );
  // a row marked isDefault takes the default from the product's current one (exactly one default at all times)
  await m.query(
    `UPDATE product_variants v SET is_default = false, updated_at = $1
       FROM ${PRODUCTS} pp JOIN ${ROWS} d ON d.row_no = pp.default_row
      WHERE NOT pp.is_new AND v.product_id = pp.product_id AND v.is_default AND v.deleted_at IS NULL AND v.id <> d.variant_id`,
    [now],
  );
  await m.query(
    `UPDATE product_variants v SET
        name = COALESCE(r.name, v.name), sku = COALESCE(r.sku, v.sku), options = r.options, mrp = r.mrp, selling_price = r.selling_price,
        is_tracked = COALESCE(r.is_tracked, v.is_tracked), is_default = v.is_default OR COALESCE(r.row_no = pp.default_row, false), updated_at = $1
       FROM ${ROWS} r JOIN ${PRODUCTS} pp USING (product_slug)
      WHERE v.id = r.variant_id AND NOT r.is_new_variant`,
    [now],
  );
  await m.query(
    `INSERT INTO product_variants (id, public_id, product_id, name, sku, options, mrp, selling_price, is_default, status, position,
                                   is_tracked, on_hand, created_at, updated_at)
     SELECT r.variant_id, r.variant_public_id, pp.product_id, r.name, r.sku, r.options, r.mrp, r.selling_price,
            COALESCE(r.row_no = ${DEFAULT_ROW}, false), 'active', r.position, COALESCE(r.is_tracked, true), COALESCE(r.on_hand, 0), $1, $1
       FROM ${ROWS} r JOIN ${PRODUCTS} pp USING (product_slug)
      WHERE r.is_new_variant ORDER BY r.row_no`,
    [now],
  );
}

/**
 * The ledger stays the truth: a new variant's stock arrives as a `receipt`, an existing variant's count
 * as a `correction` (a physical count, which may go below reserved), each with the job as reference.
 */
async function writeStock(m: EntityManager, job: tabularJobs.ClaimedJob, now: Date): Promise<void> {
  const movement = `INSERT INTO inventory_movements (public_id, variant_id, delta_on_hand, delta_reserved, reason, reference, note, actor, created_at)`;
  await m.query(
    `${movement}
     SELECT r.movement_public_id, v.id, r.on_hand - v.on_hand, 0, 'correction', $1, 'product import', $2, $3
       FROM ${ROWS} r JOIN product_variants v ON v.id = r.variant_id
      WHERE NOT r.is_new_variant AND r.on_hand IS NOT NULL AND r.on_hand <> v.on_hand ORDER BY r.row_no`,
    [job.publicId, job.requestedBy, now],
  );
  await m.query(
    `UPDATE product_variants v SET on_hand = r.on_hand, updated_at = $1
       FROM ${ROWS} r WHERE v.id = r.variant_id AND NOT r.is_new_variant AND r.on_hand IS NOT NULL AND r.on_hand <> v.on_hand`,
    [now],
  );
  await m.query(
    `${movement}
     SELECT r.movement_public_id, r.variant_id, r.on_hand, 0, 'receipt', $1, 'product import', $2, $3
       FROM ${ROWS} r WHERE r.is_new_variant AND r.on_hand > 0 ORDER BY r.row_no`,
    [job.publicId, job.requestedBy, now],
  );
}

/** A tags cell replaces the product's tags, in its order; a blank one leaves them. */
async function writeTags(m: EntityManager): Promise<void> {
  await m.query(`DELETE FROM product_tags pt USING ${PRODUCTS} pp WHERE pt.product_id = pp.product_id AND pp.tags IS NOT NULL AND NOT pp.is_new`);
  await m.query(
    `INSERT INTO product_tags (product_id, tag_id, position)
     SELECT pp.product_id, tg.id, t.ord - 1
       FROM ${PRODUCTS} pp CROSS JOIN LATERAL unnest(pp.tags) WITH ORDINALITY t(slug, ord)
       ${slugJoin('s', `'tag'`, 's.slug = t.slug')}
       ${catalogJoin('tag', 'tg', 's.entity_id')}
      WHERE pp.tags IS NOT NULL`,
  );
}
