import { entityColumnsSql } from '../../../core/db/entity-columns.js';
import { sqlRows } from '../../../core/db/sql.js';
import { currentSlugJoin } from '../../../core/db/slugs/slug-registry.js';
import type { PanelResourceSpec, PanelRow } from '../../../core/panel/resource-spec.js';
import { panelCount, panelFind, panelFindMany, type PanelQueryDef } from '../admin-panel-rows.js';
import { ancestorJoins, categorySelect, MAX_DEPTH } from '../category-queries.js';
import { Brand } from '../entities/brand.entity.js';
import { BrandSeries } from '../entities/brand-series.entity.js';
import { Tag } from '../entities/tag.entity.js';

/* The catalog panel lists: categories (with their paths), brands, series and tags, read from the tables. */

const SORT = (extra: Record<string, string> = {}) => ({
  name: 't.name',
  displayOrder: 't.display_order',
  createdAt: 't.created_at',
  updatedAt: 't.updated_at',
  ...extra,
});

const stamps = (r: any) => ({ createdAt: r.createdAt, updatedAt: r.updatedAt, deletedAt: r.deletedAt });
const common = (r: any) => ({ id: r.publicId, name: r.name, slug: r.slug, isVisible: r.isVisible, ...stamps(r) });

/** "Electronics > Audio": the names from the root down (needs ancestorJoins of `t`). */
const CATEGORY_PATH_SQL = `concat_ws(' > ', ${Array.from({ length: MAX_DEPTH }, (_, i) => `a${MAX_DEPTH - i}.name`).join(', ')}, t.name)`;

export const categoryRow = (r: any): PanelRow => ({
  ...common(r),
  path: r.path,
  // made distinct by categoryTitles (the slug is added where two categories share a path)
  title: r.path,
  parentId: r.parentPublicId,
  depth: Number(r.depth),
  displayOrder: r.displayOrder,
  effectiveVisible: r.effectiveVisible,
  description: r.description,
  imageUrl: r.imageUrl,
  imageAlt: r.imageAlt,
  seoTitle: r.seoTitle,
  seoDescription: r.seoDescription,
});

const brandRow = (r: any): PanelRow => ({
  ...common(r),
  displayOrder: r.displayOrder,
  description: r.description,
  logoUrl: r.logoUrl,
  logoAlt: r.logoAlt,
  seoTitle: r.seoTitle,
  seoDescription: r.seoDescription,
});

const QUERIES: Record<string, PanelQueryDef> = {
  Categories: {
    // the shared SELECT (effectiveVisible, parent public id, ancestors a1..a6) under alias `t`, with the path
    select: categorySelect('t').replace(/\bFROM categories t\b/, `, ${CATEGORY_PATH_SQL} AS path FROM categories t`),
    table: 'categories',
    countFrom: `FROM categories t ${ancestorJoins('t')}`,
    sortable: SORT({ depth: 't.depth', title: `lower(${CATEGORY_PATH_SQL})` }),
    defaultSort: 'title',
    references: { parentId: ['categories', 'parent_id'] },
    // the pickers search by title: a name anywhere on the path ("elec" finds "Electronics > Audio")
    textFilters: {
      title: (pattern) => `(${['t', ...Array.from({ length: MAX_DEPTH }, (_, i) => `a${i + 1}`)].map((a) => `${a}.name ILIKE ${pattern}`).join(' OR ')})`,
    },
    toRow: categoryRow,
  },
  Brands: {
    select: `SELECT ${entityColumnsSql(Brand, 't')}, s.slug FROM brands t ${currentSlugJoin('brand', 't', 's')}`,
    table: 'brands',
    sortable: SORT(),
    defaultSort: 'displayOrder',
    toRow: brandRow,
  },
  BrandSeries: {
    select: `SELECT ${entityColumnsSql(BrandSeries, 't')}, s.slug, b.public_id AS "brandPublicId" FROM brand_series t ${currentSlugJoin('brand_series', 't', 's')} JOIN brands b ON b.id = t.brand_id`,
    table: 'brand_series',
    sortable: SORT(),
    defaultSort: 'displayOrder',
    references: { brandPublicId: ['brands', 'brand_id'] },
    toRow: (r) => ({ ...brandRow(r), brandPublicId: r.brandPublicId }),
  },
  Tags: {
    select: `SELECT ${entityColumnsSql(Tag, 't')}, s.slug FROM tags t ${currentSlugJoin('tag', 't', 's')}`,
    table: 'tags',
    sortable: SORT({ displayOrder: 't.name' }),
    defaultSort: 'name',
    toRow: (r) => common(r),
  },
};

/**
 * Category titles everyone can tell apart: the path, and where another live category has the same path (two
 * "Electronics" roots), the slug after it: "Electronics (electronics-2)".
 */
async function categoryTitles(rows: PanelRow[]): Promise<PanelRow[]> {
  const names = [...new Set(rows.map((r) => String(r.name).toLowerCase()))];
  if (!names.length) return rows;
  const namesakes = await sqlRows<{ publicId: string; path: string }>(
    `SELECT t.public_id AS "publicId", ${CATEGORY_PATH_SQL} AS path FROM categories t ${ancestorJoins('t')}
     WHERE t.deleted_at IS NULL AND lower(t.name) = ANY($1::text[])`,
    [names],
  );
  return rows.map((r) => {
    const path = String(r.path);
    const shared = namesakes.some((n) => n.publicId !== r.id && n.path.toLowerCase() === path.toLowerCase());
    return shared && r.slug ? { ...r, title: `${path} (${r.slug})` } : r;
  });
}

export function reads(id: string) {
  const def = QUERIES[id];
  const titled = id === 'Categories' ? categoryTitles : async (rows: PanelRow[]) => rows;
  return {
    find: async (q: Parameters<PanelResourceSpec['find']>[0]) => titled(await panelFind(def, q)),
    count: (filters: Parameters<PanelResourceSpec['count']>[0]) => panelCount(def, filters),
    findMany: async (ids: string[]) => titled(await panelFindMany(def, ids)),
  };
}

export const refetch = async (id: string, publicId: string) => (await reads(id).findMany([publicId]))[0];

export async function rawCategory(publicId: string): Promise<any> {
  const [row] = await panelFindMany(QUERIES.Categories, [publicId]);
  return { ...row, publicId: row.id, parentPublicId: row.parentId };
}

/** How many live records a catalog resource lists (the dashboard's counts). */
export function catalogResourceCount(resourceId: string): Promise<number> {
  return panelCount(QUERIES[resourceId]!, {});
}

/** Titles of catalog records by public id, deleted ones included (the dashboard's activity feed). */
export async function catalogRecordTitles(resourceId: string, ids: string[]): Promise<Map<string, string>> {
  const rows = await panelFindMany(QUERIES[resourceId]!, ids);
  return new Map(rows.map((r) => [r.id, String(r.name)]));
}
