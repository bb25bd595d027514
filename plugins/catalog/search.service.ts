import { sqlRows } from '../../core/db/sql.js';
import { currentSlugJoin } from '../../core/db/slugs/slug-registry.js';
import { ancestorJoins, effectiveVisibleSql } from './category-queries.js';
import { SEARCH_TYPES, type SearchType } from './dto/storefront.dto.js';

/*
 * Storefront search over names, case- and accent-insensitive (catalog_search_text = lower(unaccent)).
 * A name matches when every typed word is a prefix of one of its words (full-text index, `simple`
 * configuration, prefix queries) or when it is close to the typed text (trigram word similarity index,
 * catching typos). Ranking: exact name, then names starting with the text, then word-prefix matches, then
 * close spellings; ties by similarity, shorter name, id.
 */

const INPUT = `
  SELECT catalog_search_text($1) AS t,
         to_tsquery('simple', coalesce(array_to_string(array(
           SELECT quote_literal(w) || ':*' FROM regexp_split_to_table(catalog_search_text($1), '[[:space:][:punct:]]+') w WHERE w <> ''
         ), ' & '), '')) AS tsq`;

const MATCH = (n: string) => `(to_tsvector('simple'::regconfig, ${n}) @@ i.tsq OR i.t <% ${n})`;
const TIER = (n: string) =>
  `CASE WHEN ${n} = i.t THEN 0 WHEN starts_with(${n}, i.t) THEN 1 WHEN to_tsvector('simple'::regconfig, ${n}) @@ i.tsq THEN 2 ELSE 3 END`;

export interface SearchHit {
  type: SearchType;
  publicId: string;
  name: string;
  slug: string;
  tier: number;
  similarity: number;
  imageUrl: string | null;
  imageAlt: string | null;
  brand: { publicId: string; name: string; slug: string } | null;
}

export function searchSql(type: SearchType): string {
  const n = 'catalog_search_text(t.name)';
  const ranked = `${TIER(n)} AS tier, word_similarity(i.t, ${n}) AS similarity`;
  const order = `ORDER BY tier, similarity DESC, length(t.name), t.id LIMIT $2`;
  if (type === 'category') {
    return `WITH i AS (${INPUT})
      SELECT t.public_id AS "publicId", t.name, s.slug, t.image_url AS "imageUrl", t.image_alt AS "imageAlt", ${ranked}
      FROM i, categories t ${currentSlugJoin('category', 't', 's', true)} ${ancestorJoins('t')}
      WHERE t.deleted_at IS NULL AND ${MATCH(n)} AND ${effectiveVisibleSql('t')}
      ${order}`;
  }
  if (type === 'brand') {
    return `WITH i AS (${INPUT})
      SELECT t.public_id AS "publicId", t.name, s.slug, t.logo_url AS "imageUrl", t.logo_alt AS "imageAlt", ${ranked}
      FROM i, brands t ${currentSlugJoin('brand', 't', 's', true)}
      WHERE t.deleted_at IS NULL AND t.is_visible AND ${MATCH(n)}
      ${order}`;
  }
  return `WITH i AS (${INPUT})
    SELECT t.public_id AS "publicId", t.name, s.slug, t.logo_url AS "imageUrl", t.logo_alt AS "imageAlt",
           b.public_id AS "brandPublicId", b.name AS "brandName", bs.slug AS "brandSlug", ${ranked}
    FROM i, brand_series t ${currentSlugJoin('brand_series', 't', 's', true)}
    JOIN brands b ON b.id = t.brand_id AND b.deleted_at IS NULL AND b.is_visible
    ${currentSlugJoin('brand', 'b', 'bs', true)}
    WHERE t.deleted_at IS NULL AND t.is_visible AND ${MATCH(n)}
    ${order}`;
}

async function searchType(type: SearchType, q: string, limit: number): Promise<SearchHit[]> {
  const rows = await sqlRows(searchSql(type), [q, limit]);
  return rows.map((r) => ({
    type,
    publicId: r.publicId,
    name: r.name,
    slug: r.slug,
    tier: Number(r.tier),
    similarity: Number(r.similarity),
    imageUrl: r.imageUrl,
    imageAlt: r.imageAlt,
    brand: type === 'series' ? { publicId: r.brandPublicId, name: r.brandName, slug: r.brandSlug } : null,
  }));
}

const byRank = (a: SearchHit, b: SearchHit) => a.tier - b.tier || b.similarity - a.similarity || a.name.length - b.name.length || a.name.localeCompare(b.name);

export class CatalogSearchService {
  /** Results per entity, each list ranked. */
  async search(q: string, types: readonly SearchType[] = SEARCH_TYPES, limit = 10) {
    const wanted = new Set(types.length ? types : SEARCH_TYPES);
    const run = (t: SearchType) => (wanted.has(t) ? searchType(t, q, limit) : Promise.resolve([]));
    const [categories, brands, series] = await Promise.all([run('category'), run('brand'), run('series')]);
    const base = (h: SearchHit) => ({ publicId: h.publicId, name: h.name, slug: h.slug });
    return {
      categories: categories.map((h) => ({ ...base(h), imageUrl: h.imageUrl, imageAlt: h.imageAlt })),
      brands: brands.map((h) => ({ ...base(h), logoUrl: h.imageUrl, logoAlt: h.imageAlt })),
      series: series.map((h) => ({ ...base(h), logoUrl: h.imageUrl, logoAlt: h.imageAlt, brand: h.brand })),
    };
  }

  /** At most `limit` (<= 10) suggestions across the three entities, best first. */
  async suggestions(q: string, limit = 10) {
    const all = (await Promise.all(SEARCH_TYPES.map((t) => searchType(t, q, limit)))).flat();
    return all
      .sort(byRank)
      .slice(0, Math.min(limit, 10))
      .map((h) => ({ type: h.type, publicId: h.publicId, name: h.name, slug: h.slug }));
  }
}
