import type { EntityManager } from 'typeorm';
import { slugsFrom } from '../../../core/db/slugs/slug-registry.js';
import { catalogJoin, type tabularJobs } from '../../catalog/index.js';
import type { ProductOption, ProductStatus } from '../entities/product.entity.js';
import { ProductRowError as R } from './errors.js';
import type { FileGroups, ProductGroup } from './file-groups.js';
import { PRODUCT_LIMITS as L } from '../limits.js';
import { PRODUCTS, ROWS } from './staging.js';

type Log = tabularJobs.ErrorLog;

const IMPORT_LOCK_CLASS = 7311;
const IMPORT_LOCK_OBJECT = 1;

const add = (log: Log, row: number, column: string | null, errorCode: string, message: string) => log.add({ row, column, errorCode, message });

/**
 * Settles the staged rows against the database, set-based, in the import's transaction: which products and
 * variants exist (locked for the write), the catalog references, tags, SKUs, option combinations and
 * variant counts. Every problem is a row error in `log`; nothing is written here but the staging tables.
 */
export async function resolveImport(m: EntityManager, groups: FileGroups, log: Log): Promise<void> {
  // product imports settle and write one at a time: the second sees the first's committed rows and
  // answers row errors (a SKU or slug both files create) instead of meeting a unique index mid-write
  await m.query(`SELECT pg_advisory_xact_lock($1::int, $2::int)`, [IMPORT_LOCK_CLASS, IMPORT_LOCK_OBJECT]);
  const existing = await matchProducts(m, log);
  await settleOptions(m, groups, existing, log);
  await settleCatalogRefs(m, log);
  await checkTags(m, log);
  await matchVariants(m);
  await checkVariants(m, log);
}

interface ExistingProduct {
  row: number;
  slug: string;
  current: boolean;
  deleted: boolean;
  status: ProductStatus;
  options: ProductOption[];
}

/** A productSlug names an existing product by its current slug; the products are locked until commit. */
async function matchProducts(m: EntityManager, log: Log): Promise<Map<string, ExistingProduct>> {
  await m.query(
    `UPDATE ${PRODUCTS} pp SET product_id = s.entity_id, slug_is_current = s.is_current
       FROM ${slugsFrom('s')} WHERE s.scope = 'product' AND s.slug = pp.product_slug`,
  );
  await m.query(`UPDATE ${PRODUCTS} SET is_new = (product_id IS NULL)`);
  const rows: ExistingProduct[] = await m.query(
    `SELECT pp.row_no AS row, pp.product_slug AS slug, pp.slug_is_current AS current, p.deleted_at IS NOT NULL AS deleted, p.status, p.options
       FROM ${PRODUCTS} pp JOIN products p ON p.id = pp.product_id
      ORDER BY p.id FOR UPDATE OF p`,
  );
  const existing = new Map<string, ExistingProduct>();
  for (const p of rows) {
    if (!p.current) add(log, p.row, 'productSlug', R.SLUG_TAKEN, `"${p.slug}" is a former slug of a product; use its current slug`);
    else if (p.deleted) add(log, p.row, 'productSlug', R.PRODUCT_DELETED, `The product "${p.slug}" is deleted; restore it first`);
    else if (p.status === 'archived') add(log, p.row, 'productSlug', R.PRODUCT_ARCHIVED, `The product "${p.slug}" is archived; move it to draft first`);
    else existing.set(p.slug, p);
  }
  return existing;
}

/**
 * A product's options are its rows' option names with their values in order of appearance; an existing
 * product keeps its option names (PUT /options changes them) and gains the new values after its own.
 */
async function settleOptions(m: EntityManager, groups: FileGroups, existing: Map<string, ExistingProduct>, log: Log): Promise<void> {
  const firstRows: number[] = [];
  const options: string[] = [];
  const defaults: Array<number | null> = [];
  for (const [slug, g] of groups.groups) {
    const current = existing.get(slug);
    const merged = current ? mergeOptions(current, g, log) : g.optionNames.map((name, i) => ({ name, values: g.optionValues[i] }));
    if (!merged) continue;
    const tooMany = merged.find((o) => o.values.length > L.optionValues);
    if (tooMany) add(log, g.firstRow, 'option1Value', R.OPTIONS_INVALID, `The option "${tooMany.name}" would have more than ${L.optionValues} values`);
    if (!merged.length && g.defaultRow === null) continue;
    firstRows.push(g.firstRow);
    options.push(JSON.stringify(merged));
    defaults.push(g.defaultRow);
  }
  if (!firstRows.length) return;
  await m.query(`UPDATE ${PRODUCTS} pp SET options = x.o, default_row = x.d FROM unnest($1::int[], $2::jsonb[], $3::int[]) x(r, o, d) WHERE pp.row_no = x.r`, [
    firstRows,
    options,
    defaults,
  ]);
}

function mergeOptions(current: ExistingProduct, g: ProductGroup, log: Log): ProductOption[] | null {
  const names = current.options.map((o) => o.name);
  if (JSON.stringify(names) !== JSON.stringify(g.optionNames)) {
    add(
      log,
      g.firstRow,
      'option1Name',
      R.OPTIONS_INVALID,
      `The product's options are ${names.join(', ') || 'none'}; the file names ${g.optionNames.join(', ') || 'none'} (change them with PUT /options)`,
    );
    return null;
  }
  return current.options.map((o, i) => ({ name: o.name, values: [...o.values, ...g.optionValues[i].filter((v) => !o.values.includes(v))] }));
}

/** Category, brand and series by slug (current or former; deleted ones count as missing), and what a new product needs. */
async function settleCatalogRefs(m: EntityManager, log: Log): Promise<void> {
  for (const [column, field] of [
    ['name', 'name'],
    ['categorySlug', 'category_slug'],
  ] as const) {
    const missing: Array<{ row: number }> = await m.query(`SELECT row_no AS row FROM ${PRODUCTS} WHERE is_new AND ${field} IS NULL`);
    for (const { row } of missing) add(log, row, column, R.FIELD_REQUIRED, `${column} is required for a new product`);
  }
  const refs = [
    { column: 'categorySlug', slug: 'category_slug', id: 'category_id', scope: 'category', code: R.CATEGORY_NOT_FOUND, what: 'category' },
    { column: 'brandSlug', slug: 'brand_slug', id: 'brand_id', scope: 'brand', code: R.BRAND_NOT_FOUND, what: 'brand' },
    { column: 'seriesSlug', slug: 'series_slug', id: 'series_id', scope: 'brand_series', code: R.SERIES_NOT_FOUND, what: 'brand series' },
  ] as const;
  for (const ref of refs) {
    await m.query(
      `UPDATE ${PRODUCTS} pp SET ${ref.id} = t.id
         FROM ${slugsFrom('s')} ${catalogJoin(ref.scope, 't', 's.entity_id AND t.deleted_at IS NULL')}
        WHERE s.scope = '${ref.scope}' AND s.slug = pp.${ref.slug}`,
    );
    const missing: Array<{ row: number; slug: string }> = await m.query(
      `SELECT row_no AS row, ${ref.slug} AS slug FROM ${PRODUCTS} WHERE ${ref.slug} IS NOT NULL AND ${ref.id} IS NULL`,
    );
    for (const r of missing) add(log, r.row, ref.column, ref.code, `No live ${ref.what} has the slug "${r.slug}"`);
  }
  // the series (given, or the product's) must belong to the brand (given, or the product's)
  const mismatched: Array<{ row: number; seriesGiven: boolean }> = await m.query(
    `SELECT pp.row_no AS row, pp.series_id IS NOT NULL AS "seriesGiven"
       FROM ${PRODUCTS} pp LEFT JOIN products p ON p.id = pp.product_id AND NOT pp.is_new
       ${catalogJoin('brand_series', 'bs', 'COALESCE(pp.series_id, p.brand_series_id)')}
      WHERE bs.brand_id IS DISTINCT FROM COALESCE(pp.brand_id, p.brand_id)
        AND (pp.series_slug IS NULL OR pp.series_id IS NOT NULL) AND (pp.brand_slug IS NULL OR pp.brand_id IS NOT NULL)`,
  );
  for (const r of mismatched) {
    add(log, r.row, r.seriesGiven ? 'seriesSlug' : 'brandSlug', R.SERIES_BRAND_MISMATCH, "The brand series does not belong to the product's brand");
  }
}

async function checkTags(m: EntityManager, log: Log): Promise<void> {
  const missing: Array<{ row: number; slug: string }> = await m.query(
    `SELECT pp.row_no AS row, t.slug
       FROM ${PRODUCTS} pp CROSS JOIN LATERAL unnest(pp.tags) t(slug)
      WHERE NOT EXISTS (SELECT 1 FROM ${slugsFrom('s')} ${catalogJoin('tag', 'tg', 's.entity_id AND tg.deleted_at IS NULL')} WHERE s.scope = 'tag' AND s.slug = t.slug)
      ORDER BY pp.row_no`,
  );
  for (const r of missing) add(log, r.row, 'tags', R.TAG_NOT_FOUND, `No live tag has the slug "${r.slug}"`);
}

/**
 * The upsert key of a variant: productSlug + variantSku when the product has a live variant with that SKU,
 * else productSlug + the option combination (the default variant of a product without options). The
 * matched variants are locked until commit.
 */
async function matchVariants(m: EntityManager): Promise<void> {
  const liveVariants = `${PRODUCTS} pp JOIN product_variants v ON v.product_id = pp.product_id AND v.deleted_at IS NULL`;
  await m.query(
    `UPDATE ${ROWS} r SET variant_id = v.id FROM ${liveVariants}
      WHERE pp.product_slug = r.product_slug AND NOT pp.is_new AND r.sku IS NOT NULL AND lower(v.sku) = lower(r.sku)`,
  );
  await m.query(
    `UPDATE ${ROWS} r SET variant_id = v.id FROM ${liveVariants}
      WHERE pp.product_slug = r.product_slug AND NOT pp.is_new AND r.variant_id IS NULL AND v.options = r.options
        AND NOT EXISTS (SELECT 1 FROM ${ROWS} o WHERE o.variant_id = v.id)`,
  );
  await m.query(`SELECT v.id FROM product_variants v JOIN ${ROWS} r ON r.variant_id = v.id ORDER BY v.id FOR UPDATE OF v`);
}

/** SKUs free among live variants, option combinations unique within each product, at most 100 live variants. */
async function checkVariants(m: EntityManager, log: Log): Promise<void> {
  const skus: Array<{ row: number; sku: string }> = await m.query(
    `SELECT r.row_no AS row, r.sku FROM ${ROWS} r
      WHERE r.sku IS NOT NULL AND EXISTS (
        SELECT 1 FROM product_variants v
         WHERE lower(v.sku) = lower(r.sku) AND v.sku IS NOT NULL AND v.deleted_at IS NULL AND v.id IS DISTINCT FROM r.variant_id)
      ORDER BY r.row_no`,
  );
  for (const r of skus) add(log, r.row, 'variantSku', R.SKU_TAKEN, `The SKU "${r.sku}" is used by another live variant`);

  // a live variant the file does not name keeps its options: a row may not take them
  const untouched = `v.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM ${ROWS} o WHERE o.variant_id = v.id)`;
  const combos: Array<{ row: number }> = await m.query(
    `SELECT r.row_no AS row FROM ${ROWS} r JOIN ${PRODUCTS} pp ON pp.product_slug = r.product_slug AND NOT pp.is_new
       JOIN product_variants v ON v.product_id = pp.product_id AND v.options = r.options
      WHERE ${untouched} ORDER BY r.row_no`,
  );
  for (const r of combos) add(log, r.row, 'option1Value', R.OPTIONS_CONFLICT, 'Another live variant of the product has the same option values');

  const counts: Array<{ row: number; n: number }> = await m.query(
    `SELECT pp.row_no AS row, n.total AS n FROM ${PRODUCTS} pp
       CROSS JOIN LATERAL (
         SELECT (SELECT count(*) FROM ${ROWS} r WHERE r.product_slug = pp.product_slug)
              + (SELECT count(*) FROM product_variants v WHERE v.product_id = pp.product_id AND NOT pp.is_new AND ${untouched}) AS total
       ) n
      WHERE n.total > $1 ORDER BY pp.row_no`,
    [L.variants],
  );
  for (const r of counts) add(log, r.row, null, R.VARIANT_LIMIT, `The product would have ${r.n} live variants; at most ${L.variants}`);
}
