import type { EntityManager } from 'typeorm';
import { newPublicId } from '../../../../core/db/ids.js';
import type { ImportValues } from './parse-row.js';

/**
 * The checked rows of an import wait in a temporary table of the data transaction (dropped at its end, or
 * by the rollback to the import's savepoint), so the file's content never sits in memory as a whole.
 */
export const STAGING_TABLE = 'catalog_import_rows';
const BATCH = 250;

export async function createStaging(m: EntityManager): Promise<void> {
  await m.query(`
    CREATE TEMP TABLE ${STAGING_TABLE} (
      row_no integer PRIMARY KEY,
      public_id uuid NOT NULL,
      name text NOT NULL,
      description text,
      display_order integer NOT NULL,
      is_visible boolean NOT NULL,
      media_url text,
      media_alt text,
      seo_title text,
      seo_description text
    ) ON COMMIT DROP`);
}

/** Buffers rows and inserts them a batch at a time (one multi-row INSERT over arrays); small batches keep rows from living long enough to be promoted to the old heap. */
export class StagingWriter {
  private rows: Array<{ row: number; v: ImportValues }> = [];

  constructor(private readonly m: EntityManager) {}

  async add(row: number, v: ImportValues): Promise<void> {
    this.rows.push({ row, v });
    if (this.rows.length >= BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.rows.length) return;
    const batch = this.rows;
    this.rows = [];
    const col = <T>(f: (v: ImportValues) => T) => batch.map((b) => f(b.v));
    await this.m.query(
      `INSERT INTO ${STAGING_TABLE}
       SELECT * FROM unnest($1::int[], $2::uuid[], $3::text[], $4::text[], $5::int[], $6::boolean[], $7::text[], $8::text[], $9::text[], $10::text[])`,
      [
        batch.map((b) => b.row),
        batch.map(() => newPublicId()),
        col((v) => v.name),
        col((v) => v.description),
        col((v) => v.displayOrder),
        col((v) => v.isVisible),
        col((v) => v.mediaUrl),
        col((v) => v.mediaAlt),
        col((v) => v.seoTitle),
        col((v) => v.seoDescription),
      ],
    );
  }
}
