import { containsPattern, sqlRows } from '../../../../core/db/sql.js';
import { currentSlugJoin, slugJoin } from '../../../../core/db/slugs/slug-registry.js';
import type { JobEntity } from '../job-columns.js';
import type { ExportSource } from '../job-kinds.js';

export interface ExportParams {
  includeDeleted?: boolean;
  search?: string;
}

export interface ExportRow {
  id: string;
  depth: number;
  cells: Array<string | number | boolean | null>;
}

/** FROM/WHERE of an export: the entity's rows with their current slug and their parent's or brand's slug. */
function source(entity: JobEntity, params: ExportParams, args: unknown[]): string {
  const t = 'x';
  const where: string[] = [];
  if (!params.includeDeleted) where.push(`${t}.deleted_at IS NULL`);
  if (params.search) {
    args.push(containsPattern(params.search));
    where.push(`catalog_search_text(${t}.name) LIKE catalog_search_text($${args.length})`);
  }
  const table = entity === 'category' ? 'categories' : entity === 'brand' ? 'brands' : 'brand_series';
  const ref =
    entity === 'category'
      ? slugJoin('rs', `'category'`, `rs.entity_id = ${t}.parent_id AND rs.is_current`, 'LEFT JOIN')
      : entity === 'brand_series'
        ? slugJoin('rs', `'brand'`, `rs.entity_id = ${t}.brand_id AND rs.is_current`, 'LEFT JOIN')
        : '';
  return `FROM ${table} ${t}
    ${currentSlugJoin(entity, t, 'ss')}
    ${ref}
    WHERE ${where.length ? where.join(' AND ') : 'TRUE'}`;
}

export function countQuery(entity: JobEntity, params: ExportParams): { sql: string; args: unknown[] } {
  const args: unknown[] = [];
  return { sql: `SELECT count(*)::int AS count ${source(entity, params, args)}`, args };
}

/** One page after (depth, id): categories come parents first, so the file imports back as it is. */
export function pageQuery(entity: JobEntity, params: ExportParams, after: { depth: number; id: string }, limit: number): { sql: string; args: unknown[] } {
  const args: unknown[] = [];
  const from = source(entity, params, args);
  args.push(after.depth, after.id, limit);
  const [d, i, l] = [args.length - 2, args.length - 1, args.length];
  const tree = entity === 'category';
  const media = tree ? 'x.image_url AS "mediaUrl", x.image_alt AS "mediaAlt"' : 'x.logo_url AS "mediaUrl", x.logo_alt AS "mediaAlt"';
  return {
    sql: `SELECT x.id::text AS id, ${tree ? 'x.depth' : '0'} AS depth, x.name, ss.slug, x.description, ${entity === 'brand' ? 'NULL' : 'rs.slug'} AS "refSlug",
                 x.display_order AS "displayOrder", x.is_visible AS "isVisible", ${media}, x.seo_title AS "seoTitle", x.seo_description AS "seoDescription"
          ${from} AND ${tree ? `(x.depth, x.id) > ($${d}::int, $${i}::bigint)` : `$${d}::int IS NOT NULL AND x.id > $${i}::bigint`}
          ORDER BY ${tree ? 'x.depth, ' : ''}x.id LIMIT $${l}`,
    args,
  };
}

/** Cells in the template's column order. */
export function cellsOf(entity: JobEntity, r: Record<string, any>): ExportRow['cells'] {
  const common = [r.displayOrder, r.isVisible, r.mediaUrl, r.mediaAlt, r.seoTitle, r.seoDescription];
  if (entity === 'category') return [r.name, r.slug, r.description, r.refSlug, ...common];
  if (entity === 'brand') return [r.name, r.slug, r.description, ...common];
  return [r.name, r.slug, r.description, ...common, r.refSlug];
}

/** The export rows of a category, brand or series job (`{ includeDeleted?, search? }`). */
export function catalogExportSource(entity: JobEntity): ExportSource {
  return {
    narrowHint: 'narrow it with search',
    async count(params, m) {
      const q = countQuery(entity, params as ExportParams);
      const [{ count }] = await sqlRows<{ count: number }>(q.sql, q.args, m);
      return count;
    },
    async *pages(params, pageSize, m) {
      let after = { depth: -1, id: '0' };
      for (;;) {
        const q = pageQuery(entity, params as ExportParams, after, pageSize);
        const rows = await sqlRows<Record<string, any>>(q.sql, q.args, m);
        yield rows.map((r) => cellsOf(entity, r));
        if (rows.length < pageSize) return;
        after = { depth: Number(rows[rows.length - 1].depth), id: rows[rows.length - 1].id };
      }
    },
  };
}
