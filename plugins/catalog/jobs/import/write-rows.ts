import type { EntityManager } from 'typeorm';
import { clock } from '../../../../core/clock/clock.js';
import type { JobEntity } from '../job-columns.js';
import { ENTITY_TABLE } from '../job-columns.js';
import { assignNewSlugs } from '../../../../core/db/slugs/slug-registry.js';
import { recordActivityRows } from '../../../../core/lifecycle/index.js';
import type { Resolution } from './resolve.js';
import { STAGING_TABLE } from './staging.js';

export interface WriteResult {
  written: number;
  /** slugs another transaction claimed between the checks and the insert */
  lostSlugs: string[];
}

/** Inserts every staged row into the entity's table, its slug into the registry and an activity record, in bulk. */
export async function writeRows(m: EntityManager, entity: JobEntity, actor: string, rows: number[], r: Resolution): Promise<WriteResult> {
  const table = ENTITY_TABLE[entity];
  const [{ ids }]: Array<{ ids: string[] }> = await m.query(
    `SELECT array(SELECT nextval(pg_get_serial_sequence($1, 'id'))::text FROM generate_series(1, $2)) AS ids`,
    [table, rows.length],
  );
  const parentIds = r.parents.map((p) => (p === null ? null : p.kind === 'existing' ? p.id : ids[p.index]));
  const now = clock.now();
  const keys = `unnest($1::int[], $2::bigint[], $3::bigint[], $4::int[]) k(row_no, id, ref_id, depth)`;
  const params = [rows, ids, entity === 'category' ? parentIds : r.brandIds, r.depths, now];
  if (entity === 'category') {
    await m.query(
      `INSERT INTO categories (id, public_id, name, description, parent_id, depth, display_order, is_visible,
                               image_url, image_alt, seo_title, seo_description, created_at, updated_at)
       SELECT k.id, s.public_id, s.name, s.description, k.ref_id, k.depth, s.display_order, s.is_visible,
              s.media_url, s.media_alt, s.seo_title, s.seo_description, $5, $5
         FROM ${STAGING_TABLE} s JOIN ${keys} USING (row_no)
        ORDER BY k.depth, s.row_no`,
      params,
    );
  } else {
    await m.query(
      `INSERT INTO ${table} (id, public_id, ${entity === 'brand_series' ? 'brand_id, ' : ''}name, description, display_order, is_visible,
                            logo_url, logo_alt, seo_title, seo_description, created_at, updated_at)
       SELECT k.id, s.public_id, ${entity === 'brand_series' ? 'k.ref_id, ' : ''}s.name, s.description, s.display_order, s.is_visible,
              s.media_url, s.media_alt, s.seo_title, s.seo_description, $5, $5
         FROM ${STAGING_TABLE} s JOIN ${keys} USING (row_no)
        ORDER BY s.row_no`,
      params,
    );
  }
  const lostSlugs = await assignNewSlugs(entity, r.slugs, ids);
  if (lostSlugs.length) return { written: 0, lostSlugs };
  await recordActivityRows(m, { actor, action: 'import', entity, at: now }, { publicId: 'public_id', from: `FROM ${STAGING_TABLE}` });
  return { written: rows.length, lostSlugs };
}
