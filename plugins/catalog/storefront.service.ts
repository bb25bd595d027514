import { resolveSlug } from '../../core/db/slugs/slug-registry.js';
import { sqlRows } from '../../core/db/sql.js';
import { resolveList } from '../../core/http/list-query.js';
import { SqlList } from '../../core/lifecycle/index.js';
import { cachedRead, peekCatalogRead, readyCatalogRead } from './catalog-cache.js';
import type { ReadyAnswer } from '../../core/cache/ready-answer.js';
import { ok } from '../../core/http/envelope.js';
import { currentSlugJoin } from '../../core/db/slugs/slug-registry.js';
import { ancestorChain, ancestorJoins, effectiveVisibleSql } from './category-queries.js';
import { CATALOG_SORTABLE } from './dto/common.dto.js';
import type { StorefrontListQuery } from './dto/storefront.dto.js';
import { CatalogErrors } from './errors.js';
import { snakeCase } from '../../core/db/naming-strategy.js';

export const TREE_ROOT_CAP = 200;
export const TREE_CHILDREN_PER_ROOT_CAP = 200;
export const TREE_CHILD_ROWS_CAP = 4800;

/**
 * A node's JSON written by string concatenation: measurably cheaper than json_build_object/json_agg for the
 * ~5,000 nodes of a full tree. Safe because publicId is a uuid, slug matches the slug pattern and
 * displayOrder is an integer; every free text goes through to_json (quoting and escaping).
 */
const nodeJson = (a: string, children = '') =>
  `'{"publicId":"' || ${a}.public_id || '","name":' || to_json(${a}.name)::text || ',"slug":' || to_json(${a}.slug)::text
    || ',"description":' || coalesce(to_json(${a}.description)::text, 'null')
    || ',"imageUrl":' || coalesce(to_json(${a}.image_url)::text, 'null')
    || ',"imageAlt":' || coalesce(to_json(${a}.image_alt)::text, 'null')
    || ',"displayOrder":' || ${a}.display_order${children} || '}'`;

/**
 * One statement, no cache (spec): visible roots with a current slug (first 200 by displayOrder, id), their
 * visible children with a current slug (first 200 per root), then at most 4,800 children overall, taken in
 * root order so the roots ordered last lose their children first. Returns the JSON array as text.
 */
export const TREE_SQL = `
  WITH roots AS (
    SELECT c.id, c.public_id, c.name, s.slug, c.description, c.image_url, c.image_alt, c.display_order,
           row_number() OVER (ORDER BY c.display_order, c.id) AS rn
    FROM categories c ${currentSlugJoin('category', 'c', 's', true)}
    WHERE c.parent_id IS NULL AND c.is_visible AND c.deleted_at IS NULL
    ORDER BY c.display_order, c.id
    LIMIT ${TREE_ROOT_CAP}
  ), kids AS (
    SELECT ch.parent_id, ch.public_id, ch.name, s.slug, ch.description, ch.image_url, ch.image_alt, ch.display_order, r.rn,
           row_number() OVER (PARTITION BY ch.parent_id ORDER BY ch.display_order, ch.id) AS k
    FROM roots r JOIN categories ch ON ch.parent_id = r.id
    ${currentSlugJoin('category', 'ch', 's', true)}
    WHERE ch.is_visible AND ch.deleted_at IS NULL
  ), capped AS (
    SELECT *, row_number() OVER (ORDER BY rn, k) AS g FROM kids WHERE k <= ${TREE_CHILDREN_PER_ROOT_CAP}
  ), children AS (
    SELECT parent_id, string_agg(${nodeJson('capped')}, ',' ORDER BY k) AS list
    FROM capped WHERE g <= ${TREE_CHILD_ROWS_CAP} GROUP BY parent_id
  )
  SELECT '[' || coalesce(string_agg(${nodeJson('r', ` || ',"children":[' || coalesce(ch.list, '') || ']'`)}, ',' ORDER BY r.rn), '') || ']' AS tree
  FROM roots r LEFT JOIN children ch ON ch.parent_id = r.id`;

const VISIBLE_CATEGORY = `SELECT c.id, c.public_id AS "publicId", c.name, s.slug, c.description, a1.public_id AS "parentPublicId",
    c.image_url AS "imageUrl", c.image_alt AS "imageAlt", c.seo_title AS "seoTitle", c.seo_description AS "seoDescription"
  FROM categories c ${currentSlugJoin('category', 'c', 's', true)} ${ancestorJoins('c')}
  WHERE c.id = $1 AND ${effectiveVisibleSql('c')}`;

const VISIBLE_BRAND = `SELECT t.id, t.public_id AS "publicId", t.name, s.slug, t.description, t.logo_url AS "logoUrl", t.logo_alt AS "logoAlt", t.seo_title AS "seoTitle", t.seo_description AS "seoDescription",
    t.display_order AS "displayOrder"
  FROM brands t ${currentSlugJoin('brand', 't', 's', true)}
  WHERE t.is_visible AND t.deleted_at IS NULL`;

const VISIBLE_SERIES = `SELECT t.id, t.public_id AS "publicId", t.name, s.slug, t.description, t.logo_url AS "logoUrl", t.logo_alt AS "logoAlt", t.seo_title AS "seoTitle", t.seo_description AS "seoDescription",
    t.display_order AS "displayOrder", b.public_id AS "brandPublicId", b.name AS "brandName", bs.slug AS "brandSlug"
  FROM brand_series t ${currentSlugJoin('brand_series', 't', 's', true)}
  JOIN brands b ON b.id = t.brand_id AND b.is_visible AND b.deleted_at IS NULL
  ${currentSlugJoin('brand', 'b', 'bs', true)}
  WHERE t.is_visible AND t.deleted_at IS NULL`;

const brandCard = (r: any) => ({
  publicId: r.publicId,
  name: r.name,
  slug: r.slug,
  description: r.description,
  logoUrl: r.logoUrl,
  logoAlt: r.logoAlt,
  displayOrder: r.displayOrder,
});
const seriesCard = (r: any) => ({ ...brandCard(r), brand: { publicId: r.brandPublicId, name: r.brandName, slug: r.brandSlug } });

/** Storefront order: displayOrder ascending unless the client says otherwise. */
function storefrontList(q: StorefrontListQuery) {
  return resolveList({ ...q, order: q.order ?? 'asc' }, CATALOG_SORTABLE, 'displayOrder');
}

/** Public reads. Everything but the category tree is cached until the next catalog write. */
export class CatalogStorefrontService {
  /** The tree as a JSON text (built by PostgreSQL, sent as is). */
  async categoryTreeJson(): Promise<string> {
    const [row] = await sqlRows<{ tree: string }>(TREE_SQL);
    return row.tree;
  }

  /** The root categories' answer as bytes ready to send (built once per cache fill, the only copy cached). */
  readyRootCategories(): Promise<ReadyAnswer> {
    return readyCatalogRead('ready:categories', async () =>
      ok(
        await sqlRows(
          `SELECT c.public_id AS "publicId", c.name, s.slug, c.description, c.image_url AS "imageUrl", c.image_alt AS "imageAlt", c.display_order AS "displayOrder"
           FROM categories c ${currentSlugJoin('category', 'c', 's', true)}
           WHERE c.parent_id IS NULL AND c.is_visible AND c.deleted_at IS NULL
           ORDER BY c.display_order, c.id LIMIT ${TREE_ROOT_CAP}`,
        ),
      ),
    );
  }

  /** readyRootCategories when it is in the cache. */
  cachedRootCategories(): ReadyAnswer | undefined | Promise<ReadyAnswer | undefined> {
    return peekCatalogRead('ready:categories');
  }

  async categoryBySlug(slug: string) {
    return cachedRead(`category:${slug}`, async () => {
      const row = await this.visibleCategory(slug);
      return {
        publicId: row.publicId,
        name: row.name,
        canonicalSlug: row.slug,
        description: row.description,
        parentId: row.parentPublicId ?? null,
        imageUrl: row.imageUrl,
        imageAlt: row.imageAlt,
        seoTitle: row.seoTitle,
        seoDescription: row.seoDescription,
      };
    });
  }

  /** Ancestors root first, ending with the category itself. */
  async categoryBreadcrumbs(slug: string) {
    return cachedRead(`category-breadcrumbs:${slug}`, async () => {
      const row = await this.visibleCategory(slug);
      const chain = await ancestorChain(row.id);
      return chain.map((c) => ({ publicId: c.publicId, name: c.name, slug: c.slug }));
    });
  }

  async brands(q: StorefrontListQuery) {
    const l = storefrontList(q);
    const key = `brands:${l.sort}:${l.order}:${l.paginated ? `${l.page}:${l.size}` : 'all'}`;
    return cachedRead(key, async () => {
      const { rows, count } = await new SqlList({ select: VISIBLE_BRAND }).offsetPage(l, `t.${snakeCase(l.sort)} ${l.order}, t.id ${l.order}`);
      return { rows: rows.map(brandCard), count, list: l };
    });
  }

  async brandBySlug(slug: string) {
    return cachedRead(`brand:${slug}`, async () => {
      const row = await this.visibleBrand(slug);
      return {
        publicId: row.publicId,
        name: row.name,
        canonicalSlug: row.slug,
        description: row.description,
        logoUrl: row.logoUrl,
        logoAlt: row.logoAlt,
        seoTitle: row.seoTitle,
        seoDescription: row.seoDescription,
      };
    });
  }

  async seriesOfBrand(slug: string) {
    return cachedRead(`brand-series:${slug}`, async () => {
      const brand = await this.visibleBrand(slug);
      const rows = await sqlRows(`${VISIBLE_SERIES} AND t.brand_id = $1 ORDER BY t.display_order, t.id`, [brand.id]);
      return rows.map(seriesCard);
    });
  }

  async series(q: StorefrontListQuery) {
    const l = storefrontList(q);
    const key = `series:${l.sort}:${l.order}:${l.paginated ? `${l.page}:${l.size}` : 'all'}`;
    return cachedRead(key, async () => {
      const { rows, count } = await new SqlList({ select: VISIBLE_SERIES }).offsetPage(l, `t.${snakeCase(l.sort)} ${l.order}, t.id ${l.order}`);
      return { rows: rows.map(seriesCard), count, list: l };
    });
  }

  async seriesBySlug(slug: string) {
    return cachedRead(`series:${slug}`, async () => {
      const owner = await resolveSlug('brand_series', slug);
      const [row] = owner ? await sqlRows(`${VISIBLE_SERIES} AND t.id = $1`, [owner.entityId]) : [];
      if (!row) throw CatalogErrors.BRAND_SERIES_NOT_FOUND();
      const { displayOrder: _order, slug: current, ...card } = seriesCard(row);
      return { ...card, canonicalSlug: current, seoTitle: row.seoTitle, seoDescription: row.seoDescription };
    });
  }

  async tags(q: StorefrontListQuery) {
    const l = resolveList({ ...q, order: q.order ?? 'asc' }, ['name', 'createdAt', 'updatedAt'] as const, 'name');
    const key = `tags:${l.sort}:${l.order}:${l.paginated ? `${l.page}:${l.size}` : 'all'}`;
    return cachedRead(key, async () => {
      const from = `FROM tags t ${currentSlugJoin('tag', 't', 's', true)}`;
      const list = new SqlList({ select: `SELECT t.public_id AS "publicId", t.name, s.slug ${from}`, countFrom: from }).where(
        `t.is_visible AND t.deleted_at IS NULL`,
      );
      const { rows, count } = await list.offsetPage(l, `t.${snakeCase(l.sort)} ${l.order}, t.id ${l.order}`);
      return { rows, count, list: l };
    });
  }

  async tagBySlug(slug: string) {
    return cachedRead(`tag:${slug}`, async () => {
      const owner = await resolveSlug('tag', slug);
      const [row] = owner
        ? await sqlRows(
            `SELECT t.public_id AS "publicId", t.name, s.slug FROM tags t ${currentSlugJoin('tag', 't', 's', true)}
             WHERE t.id = $1 AND t.is_visible AND t.deleted_at IS NULL`,
            [owner.entityId],
          )
        : [];
      if (!row) throw CatalogErrors.TAG_NOT_FOUND();
      return { publicId: row.publicId, name: row.name, canonicalSlug: row.slug };
    });
  }

  /** 404 CATEGORY_NOT_FOUND for missing, hidden, deleted or under a hidden or deleted ancestor. */
  private async visibleCategory(slug: string) {
    const owner = await resolveSlug('category', slug);
    const [row] = owner ? await sqlRows(VISIBLE_CATEGORY, [owner.entityId]) : [];
    if (!row) throw CatalogErrors.CATEGORY_NOT_FOUND();
    return row;
  }

  private async visibleBrand(slug: string) {
    const owner = await resolveSlug('brand', slug);
    const [row] = owner ? await sqlRows(`${VISIBLE_BRAND} AND t.id = $1`, [owner.entityId]) : [];
    if (!row) throw CatalogErrors.BRAND_NOT_FOUND();
    return row;
  }
}
