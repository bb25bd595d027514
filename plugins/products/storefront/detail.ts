import { toMinorUnits } from '../../../core/db/money.js';
import { currentSlugJoin, resolveSlug } from '../../../core/db/slugs/slug-registry.js';
import { sqlRows } from '../../../core/db/sql.js';
import { catalogJoin } from '../../catalog/index.js';
import { dealsCovering, type LiveDeals } from '../deals/deal-book.js';
import { applyDeals } from '../deals/deal-math.js';
import { CURRENCY } from '../deals/pricing.js';
import type { GalleryImage, ProductAttachment, ProductOption, ProductVideo, Specification } from '../entities/product.entity.js';
import { ProductErrors } from '../errors.js';
import { cardOf, fileView, type CardRow, type StoredFile } from './cards.js';
import type { CategoryScope } from './category-scope.js';
import { cardSelect, productDealIdsSql } from './listing.js';

interface DetailRow extends CardRow {
  sku: string | null;
  shortDescription: string | null;
  description: string | null;
  options: ProductOption[];
  gallery: GalleryImage[];
  videos: ProductVideo[];
  attachments: ProductAttachment[];
  specifications: Specification[];
  seoId: string | null;
  createdAt: Date;
  updatedAt: Date;
  categoryPublicId: string;
  categoryName: string;
  categorySlug: string | null;
  seriesPublicId: string | null;
  seriesName: string | null;
  seriesSlug: string | null;
}

const DETAIL_COLUMNS = `
  p.sku, p.short_description AS "shortDescription", p.description, p.options, p.gallery, p.videos, p.attachments, p.specifications,
  p.seo_id AS "seoId", p.created_at AS "createdAt", p.updated_at AS "updatedAt",
  c.public_id AS "categoryPublicId", c.name AS "categoryName", cs.slug AS "categorySlug",
  r.public_id AS "seriesPublicId", r.name AS "seriesName", rs.slug AS "seriesSlug",`;

const DETAIL_JOINS = `
  ${catalogJoin('category', 'c', 'p.category_id')}
  ${currentSlugJoin('category', 'c', 'cs')}
  ${catalogJoin('brand_series', 'r', 'p.brand_series_id AND r.is_visible AND r.deleted_at IS NULL', 'LEFT JOIN')}
  ${currentSlugJoin('brand_series', 'r', 'rs')}`;

interface VariantRow {
  publicId: string;
  name: string | null;
  sku: string | null;
  isDefault: boolean;
  options: Record<string, string>;
  mrp: string;
  sellingPrice: string;
  isTracked: boolean;
  available: number;
}

interface TagRow {
  publicId: string;
  name: string;
  slug: string;
}

const VARIANTS_SQL = `
  SELECT v.public_id AS "publicId", v.name, v.sku, v.is_default AS "isDefault", v.options, v.mrp, v.selling_price AS "sellingPrice",
         v.is_tracked AS "isTracked", v.available
  FROM product_variants v
  WHERE v.product_id = $1 AND v.deleted_at IS NULL AND v.status = 'active'
  ORDER BY v.selling_price, v.position, v.id`;

const TAGS_SQL = `
  SELECT g.public_id AS "publicId", g.name, gs.slug
  FROM product_tags pt ${catalogJoin('tag', 'g', 'pt.tag_id AND g.is_visible AND g.deleted_at IS NULL')}
  ${currentSlugJoin('tag', 'g', 'gs', true)}
  WHERE pt.product_id = $1 ORDER BY pt.position, g.id`;

const byOrder = <T extends { order: number }>(items: T[]) => [...items].sort((a, b) => a.order - b.order);

/**
 * The detail of a product by its current or retired slug, as cached (files as keys): published and
 * unlisted products answer, whatever their category's visibility; anything else is 404 PRODUCT_NOT_FOUND.
 */
export async function loadDetail(slug: string, live: LiveDeals, scope: CategoryScope) {
  const owner = await resolveSlug('product', slug);
  if (!owner) throw ProductErrors.PRODUCT_NOT_FOUND();
  const params: unknown[] = [owner.entityId];
  const dealIds = productDealIdsSql((v) => `$${params.push(v)}`, live);
  const [row] = await sqlRows<DetailRow>(
    `${cardSelect(dealIds, 'NULL', { columns: DETAIL_COLUMNS, joins: DETAIL_JOINS })}
     WHERE p.id = $1 AND p.status IN ('published', 'unlisted') AND p.deleted_at IS NULL`,
    params,
  );
  if (!row) throw ProductErrors.PRODUCT_NOT_FOUND();
  const [variants, tags] = await Promise.all([sqlRows<VariantRow>(VARIANTS_SQL, [row.id]), sqlRows<TagRow>(TAGS_SQL, [row.id])]);
  const covering = dealsCovering(row, live);
  const categoryVisible = !scope.hiddenIds.includes(String(row.categoryId));
  return {
    ...cardOf(row, live),
    canonicalSlug: row.slug,
    sku: row.sku,
    shortDescription: row.shortDescription,
    description: row.description,
    category: categoryVisible && row.categorySlug ? { publicId: row.categoryPublicId, name: row.categoryName, slug: row.categorySlug } : null,
    series: row.seriesPublicId && row.seriesSlug ? { publicId: row.seriesPublicId, name: row.seriesName!, slug: row.seriesSlug } : null,
    options: row.options,
    variants: variants.map((v) => {
      const sellingPrice = toMinorUnits(v.sellingPrice);
      const { effectivePrice, deal } = applyDeals(covering, sellingPrice);
      const quantity = v.isTracked ? Math.max(0, Number(v.available)) : null;
      return {
        id: v.publicId,
        name: v.name,
        sku: v.sku,
        isDefault: v.isDefault,
        options: v.options,
        pricing: { mrp: toMinorUnits(v.mrp), sellingPrice, effectivePrice, currency: CURRENCY, deal },
        availability: { inStock: quantity === null || quantity > 0, availableQuantity: quantity },
      };
    }),
    gallery: byOrder(row.gallery).map((g) => ({ file: { key: g.key, alt: g.alt } as StoredFile, order: g.order })),
    videos: byOrder(row.videos).map((v) => ({ key: v.key, embedUrl: v.embedUrl, title: v.title, order: v.order })),
    attachments: byOrder(row.attachments).map((a) => ({ key: a.key, name: a.name, order: a.order })),
    specifications: row.specifications,
    tags,
    seoId: row.seoId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export type CachedDetail = Awaited<ReturnType<typeof loadDetail>>;

/** Files become URLs (signed for private keys) per response: a cached read never hands out an expired link. */
export async function signDetail(d: CachedDetail) {
  const { seoId: _seoId, gallery, videos, attachments, thumbnail, ...rest } = d;
  return {
    ...rest,
    thumbnail: await fileView(thumbnail),
    gallery: await Promise.all(
      gallery.map(async (g) => {
        const file = await fileView(g.file);
        return { url: file?.url ?? null, alt: g.file.alt, expiresAt: file?.expiresAt ?? null, order: g.order };
      }),
    ),
    videos: await Promise.all(
      videos.map(async (v) => {
        const file = v.key ? await fileView({ key: v.key, alt: null }) : null;
        return { url: file?.url ?? null, expiresAt: file?.expiresAt ?? null, embedUrl: v.embedUrl, title: v.title, order: v.order };
      }),
    ),
    attachments: await Promise.all(
      attachments.map(async (a) => {
        const file = await fileView({ key: a.key, alt: null });
        return { url: file?.url ?? null, expiresAt: file?.expiresAt ?? null, name: a.name, order: a.order };
      }),
    ),
  };
}
