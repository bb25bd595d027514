import type { EntityManager } from 'typeorm';
import { newPublicId } from '../../../core/db/ids.js';
import type { ProductFields, VariantFields } from './parse-row.js';

/**
 * The checked rows of a product import wait in two temporary tables of the data transaction (dropped at
 * its end, or by the rollback to the import's savepoint): one row per file row (its variant), one per
 * product (from its first row). Resolution fills in the ids; the writes are INSERT/UPDATE ... SELECT from them.
 */
export const ROWS = 'product_import_rows';
export const PRODUCTS = 'product_import_products';
const BATCH = 250;

export async function createStaging(m: EntityManager): Promise<void> {
  await m.query(`
    CREATE TEMP TABLE ${ROWS} (
      row_no integer PRIMARY KEY,
      product_slug text NOT NULL,
      variant_public_id uuid NOT NULL,
      movement_public_id uuid NOT NULL,
      sku text,
      name text,
      is_default boolean NOT NULL,
      options jsonb NOT NULL,
      mrp bigint NOT NULL,
      selling_price bigint NOT NULL,
      is_tracked boolean,
      on_hand integer,
      variant_id bigint,
      is_new_variant boolean NOT NULL DEFAULT false,
      position integer
    ) ON COMMIT DROP`);
  await m.query(`CREATE INDEX ON ${ROWS} (product_slug)`);
  await m.query(`
    CREATE TEMP TABLE ${PRODUCTS} (
      row_no integer PRIMARY KEY,
      product_slug text NOT NULL UNIQUE,
      public_id uuid NOT NULL,
      name text,
      category_slug text,
      brand_slug text,
      series_slug text,
      status text,
      stock_status text,
      short_description text,
      description text,
      tags text[],
      featured boolean,
      trending boolean,
      best_seller boolean,
      new_arrival boolean,
      option_names jsonb NOT NULL,
      options jsonb,
      default_row integer,
      product_id bigint,
      is_new boolean,
      slug_is_current boolean,
      category_id bigint,
      brand_id bigint,
      series_id bigint
    ) ON COMMIT DROP`);
}

interface StagedRow {
  row: number;
  slug: string;
  variant: VariantFields;
  product?: ProductFields;
}

/** Buffers rows and inserts them a batch at a time (one multi-row INSERT over arrays per table). */
export class StagingWriter {
  private rows: StagedRow[] = [];

  constructor(private readonly m: EntityManager) {}

  async add(row: StagedRow): Promise<void> {
    this.rows.push(row);
    if (this.rows.length >= BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.rows.length) return;
    const batch = this.rows;
    this.rows = [];
    const v = <T>(f: (v: VariantFields) => T) => batch.map((b) => f(b.variant));
    await this.m.query(
      `INSERT INTO ${ROWS} (row_no, product_slug, variant_public_id, movement_public_id, sku, name, is_default, options, mrp, selling_price, is_tracked, on_hand)
       SELECT * FROM unnest($1::int[], $2::text[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::boolean[], $8::jsonb[], $9::bigint[], $10::bigint[], $11::boolean[], $12::int[])`,
      [
        batch.map((b) => b.row),
        batch.map((b) => b.slug),
        batch.map(() => newPublicId()),
        batch.map(() => newPublicId()),
        v((x) => x.sku),
        v((x) => x.name),
        v((x) => x.isDefault),
        v((x) => JSON.stringify(Object.fromEntries(x.optionNames.map((n, i) => [n, x.optionValues[i]])))),
        v((x) => x.mrp),
        v((x) => x.sellingPrice),
        v((x) => x.isTracked),
        v((x) => x.onHand),
      ],
    );
    const firsts = batch.filter((b): b is Required<StagedRow> => b.product !== undefined);
    if (!firsts.length) return;
    const p = <T>(f: (p: ProductFields) => T) => firsts.map((b) => f(b.product));
    await this.m.query(
      `INSERT INTO ${PRODUCTS} (row_no, product_slug, public_id, name, category_slug, brand_slug, series_slug, status, stock_status,
                               short_description, description, tags, featured, trending, best_seller, new_arrival, option_names)
       SELECT r, s, pid, n, cs, bs, ss, st, sst, sd, d, string_to_array(t, '|'), f, tr, bsl, na, o
         FROM unnest($1::int[], $2::text[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
                     $10::text[], $11::text[], $12::text[], $13::boolean[], $14::boolean[], $15::boolean[], $16::boolean[], $17::jsonb[])
              AS x(r, s, pid, n, cs, bs, ss, st, sst, sd, d, t, f, tr, bsl, na, o)`,
      [
        firsts.map((b) => b.row),
        firsts.map((b) => b.slug),
        firsts.map(() => newPublicId()),
        p((x) => x.name),
        p((x) => x.categorySlug),
        p((x) => x.brandSlug),
        p((x) => x.seriesSlug),
        p((x) => x.status),
        p((x) => x.stockStatus),
        p((x) => x.shortDescription),
        p((x) => x.description),
        p((x) => (x.tags ? x.tags.join('|') : null)),
        p((x) => x.featured),
        p((x) => x.trending),
        p((x) => x.bestSeller),
        p((x) => x.newArrival),
        firsts.map((b) => JSON.stringify(b.variant.optionNames)),
      ],
    );
  }
}
