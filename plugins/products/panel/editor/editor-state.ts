import { actorMay } from '../../../../core/context/request-context.js';
import { platform } from '../../../../core/platform.js';
import { fileUrl } from '../../../../core/storage/file-url.js';
import { catalog } from '../../../catalog/index.js';
import { seo } from '../../../seo/index.js';
import { ADJUSTMENT_REASONS } from '../../dto/inventory.dto.js';
import type { ProductStatus } from '../../entities/product.entity.js';
import type { AdminProductView } from '../../mappers.js';
import { products } from '../../products-context.js';
import { REASON_LABELS } from './editor-words.js';

/*
 * What the product editor's page reads: the product as the services show it (the admin detail: variants with their
 * stock, media, tags, options), amounts as rupees to edit ("12999.50"), image URLs to show, and the choices its
 * pickers offer by name (categories by path, brands, series, tags, the stock reasons the ledger accepts).
 */

/** Paisa as rupees to edit, exact: 1299950 -> "12999.50", 1299900 -> "12999". */
export function rupeeText(paisa: number): string {
  const abs = BigInt(Math.abs(paisa));
  const cents = abs % 100n;
  return `${paisa < 0 ? '-' : ''}${abs / 100n}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
}

/** The lifecycle moves the editor offers, from which statuses (the products list's record actions offer the same). */
export const LIFECYCLE_MOVES: Array<{ status: ProductStatus; label: string; from: ProductStatus[] }> = [
  { status: 'published', label: 'Publish', from: ['draft', 'unlisted'] },
  { status: 'unlisted', label: 'Unlist', from: ['draft', 'published'] },
  { status: 'draft', label: 'Back to draft', from: ['published', 'unlisted', 'archived'] },
  { status: 'archived', label: 'Archive', from: ['draft', 'published', 'unlisted'] },
];

async function productState(d: AdminProductView) {
  const { storage } = platform();
  const gallery = [...d.gallery].sort((a, b) => a.order - b.order);
  const seoRecord = d.seoId ? await seo.get(d.seoId) : null;
  return {
    id: d.publicId,
    name: d.name,
    slug: d.slug,
    sku: d.sku,
    shortDescription: d.shortDescription,
    description: d.description,
    status: d.status,
    stockStatus: d.stockStatus,
    version: d.version,
    categoryPublicId: d.category.publicId,
    brandPublicId: d.brand?.publicId ?? null,
    brandSeriesPublicId: d.brandSeries?.publicId ?? null,
    specifications: d.specifications,
    options: d.options,
    variants: d.variants.map((v) => ({
      id: v.publicId,
      name: v.name,
      sku: v.sku,
      options: v.options,
      mrp: rupeeText(v.mrp),
      sellingPrice: rupeeText(v.sellingPrice),
      isTracked: v.isTracked,
      lowStockThreshold: v.lowStockThreshold,
      isDefault: v.isDefault,
      active: v.status === 'active',
      onHand: v.onHand,
      reserved: v.reserved,
      available: v.available,
    })),
    media: {
      gallery: await Promise.all(gallery.map(async (g) => ({ key: g.key, alt: g.alt, url: (await fileUrl(storage, g.key)).url }))),
      thumbnailKey: d.thumbnailKey,
      thumbnailAlt: d.thumbnailAlt,
    },
    tags: d.tags.map((t) => ({ id: t.publicId, name: t.name })),
    flags: { featured: d.featured, trending: d.trending, bestSeller: d.bestSeller, newArrival: d.newArrival },
    seo: seoRecord ? { id: seoRecord.id, title: seoRecord.title ?? '(untitled SEO record)' } : null,
  };
}

export type EditorProduct = Awaited<ReturnType<typeof productState>>;

type Node = { publicId: string; name: string; children: Node[] };

/** Every live category as "Electronics › Phones", in tree order. */
function categoryPaths(nodes: Node[], trail: string[] = []): Array<{ id: string; label: string }> {
  return nodes.flatMap((n) => [{ id: n.publicId, label: [...trail, n.name].join(' › ') }, ...categoryPaths(n.children, [...trail, n.name])]);
}

async function editorChoices() {
  const all = { pagination: false, sort: 'name', order: 'asc' as const };
  const [tree, brands, series, tags] = await Promise.all([
    catalog.categories.tree(),
    catalog.brands.list(all),
    catalog.series.listSeries(all),
    catalog.tags.list(all),
  ]);
  return {
    categories: categoryPaths(tree),
    brands: brands.rows.map((b) => ({ id: b.publicId, name: b.name })),
    series: series.rows.map((s) => ({ id: s.publicId, name: s.name, brandId: s.brandPublicId })),
    tags: tags.rows.map((t) => ({ id: t.publicId, name: t.name })),
    reasons: ADJUSTMENT_REASONS.map((value) => ({ value, label: REASON_LABELS[value] })),
    moves: LIFECYCLE_MOVES,
  };
}

/** The editor's page data: the product (null for a new one), the pickers' choices and what this admin may do besides. */
export async function editorState(publicId: string | null) {
  const [product, choices] = await Promise.all([publicId ? products.products.detail(publicId).then(productState) : null, editorChoices()]);
  return {
    product,
    choices,
    can: {
      createTags: actorMay('Tags_CREATE'),
      upload: actorMay('Uploads_CREATE'),
      pickSeo: actorMay('Seo_READ'),
    },
  };
}

export type EditorState = Awaited<ReturnType<typeof editorState>>;
