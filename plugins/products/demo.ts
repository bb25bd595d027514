import type { DemoContext } from '../../core/demo/demo-context.js';
import { currentSlugJoin, resolveSlug } from '../../core/db/slugs/slug-registry.js';
import { sqlRows } from '../../core/db/sql.js';
import { withTransaction } from '../../core/db/transaction.js';
import { catalogFrom, type CatalogKind } from '../catalog/index.js';
import { dealsDemo } from './deals/deals-demo.js';
import { DEMO_PRODUCTS, type DemoProduct } from './demo-data.js';
import { DISCOVERY_FLAGS, DiscoveryDto, LifecycleDto, MediaDto, StockDto, TagsDto } from './dto/facets.dto.js';
import { AdjustmentDto } from './dto/inventory.dto.js';
import { CreateProductDto, UpdateProductDto } from './dto/product.dto.js';
import { CreateVariantDto, PutOptionsDto, UpdateVariantDto } from './dto/variant.dto.js';
import { products } from './products-context.js';

/*
 * The demo shop's products (demo-data.ts) over the catalog's demo records. A product is known by its slug: one
 * that exists (alive or deleted, current or retired slug) is left as it is. Each new product is written whole in
 * one transaction through the product services: the product, its options and variants, stock received through
 * the ledger, specifications, pictures, tags, discovery flags, stock status and lifecycle.
 */

type BySlug = Map<string, string>;
interface CatalogLinks {
  categories: BySlug;
  brands: BySlug;
  series: BySlug;
  tags: BySlug;
}

/** Public ids of a catalog kind's live records by current slug (the kind is its slug scope). */
async function liveBySlug(kind: CatalogKind): Promise<BySlug> {
  const rows = await sqlRows<{ slug: string; publicId: string }>(
    `SELECT s.slug, t.public_id AS "publicId" FROM ${catalogFrom(kind, 't')} ${currentSlugJoin(kind, 't', 's', true)} WHERE t.deleted_at IS NULL`,
  );
  return new Map(rows.map((r) => [r.slug, r.publicId]));
}

async function catalogLinks(): Promise<CatalogLinks> {
  return {
    categories: await liveBySlug('category'),
    brands: await liveBySlug('brand'),
    series: await liveBySlug('brand_series'),
    tags: await liveBySlug('tag'),
  };
}

type Combo = Record<string, string>;

/** Every combination of the option values, first option slowest ("Black / 256 GB", "Black / 512 GB", ...). */
function combinations(options: DemoProduct['options'] = []): Combo[] {
  return options.reduce<Combo[]>((all, [name, values]) => all.flatMap((c) => values.map((v) => ({ ...c, [name]: v }))), [{}]);
}

/** A value's part of a SKU: the initials of a phrase ("Titanium Black" TB, "256 GB" 256G), else its first three letters. */
function skuPart(value: string): string {
  const words = value
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  return words.length > 1 ? words.map((w) => (/\d/.test(w) ? w : w[0])).join('') : words[0]!.slice(0, 3);
}

function variantOf(p: DemoProduct, combo: Combo) {
  const extra = Object.values(combo).reduce((sum, v) => sum + (p.extra?.[v] ?? 0), 0);
  const values = Object.values(combo);
  return {
    options: combo,
    name: values.length ? values.join(' / ') : null,
    sku: values.length ? [p.sku, ...values.map(skuPart)].join('-') : p.sku,
    // rupees to paisa
    mrp: (p.price[0] + extra) * 100,
    sellingPrice: (p.price[1] + extra) * 100,
  };
}

async function seedProduct(ctx: DemoContext, p: DemoProduct, links: CatalogLinks): Promise<number> {
  const categoryPublicId = links.categories.get(p.category);
  // a category the merchant deleted keeps its products out of the demo
  if (!categoryPublicId) return 0;
  const brandPublicId = p.brand ? links.brands.get(p.brand) : undefined;
  const brandSeriesPublicId = brandPublicId && p.series ? links.series.get(p.series) : undefined;
  const picture = await ctx.imageKey(`plugins/products/demo-assets/${p.picture}.webp`);
  const [first, ...others] = combinations(p.options).map((c) => variantOf(p, c));

  return withTransaction(async () => {
    const created = await products.products.create(
      await ctx.input(CreateProductDto, {
        name: p.name,
        slug: p.slug,
        sku: p.options ? undefined : p.sku,
        shortDescription: p.short,
        description: p.description,
        categoryPublicId,
        brandPublicId,
        brandSeriesPublicId,
        mrp: first!.mrp,
        sellingPrice: first!.sellingPrice,
      }),
    );
    const id = created.publicId;
    if (p.specs) {
      await products.products.update(
        id,
        await ctx.input(UpdateProductDto, { specifications: p.specs.map(([group, name, value]) => ({ group, name, value })) }),
      );
    }
    if (p.options) {
      await products.variants.putOptions(id, await ctx.input(PutOptionsDto, { options: p.options.map(([name, values]) => ({ name, values })) }));
      await products.variants.update(id, created.variants[0]!.publicId, await ctx.input(UpdateVariantDto, { name: first!.name, sku: first!.sku }));
      for (const v of others) await products.variants.create(id, await ctx.input(CreateVariantDto, v));
    }
    // default first, then in creation order: the combinations' order
    const variants = await products.variants.list(id);
    for (const [i, v] of variants.entries()) {
      const units = Array.isArray(p.stock) ? p.stock[i]! : p.stock;
      if (units > 0)
        await products.inventory.adjust(id, v.publicId, await ctx.input(AdjustmentDto, { delta: units, reason: 'receipt', note: 'Opening stock' }));
    }
    if (picture) {
      await products.facets.setMedia(id, await ctx.input(MediaDto, { thumbnailKey: picture, thumbnailAlt: p.name, gallery: [{ key: picture, alt: p.name }] }));
    }
    const tagPublicIds = (p.tags ?? []).flatMap((slug) => links.tags.get(slug) ?? []);
    if (tagPublicIds.length) await products.facets.setTags(id, (await ctx.input(TagsDto, { tagPublicIds })).tagPublicIds);
    const flags = Object.fromEntries(DISCOVERY_FLAGS.filter((f) => p[f]).map((f) => [f, true]));
    if (Object.keys(flags).length) await products.facets.setDiscovery(id, await ctx.input(DiscoveryDto, flags));
    let { version } = await products.products.detail(id);
    if (p.stockStatus) {
      const dto = await ctx.input(StockDto, { stockStatus: p.stockStatus, version });
      version = (await products.facets.setStockStatus(id, dto.stockStatus, dto.version)).version;
    }
    if (p.status !== 'draft') {
      const dto = await ctx.input(LifecycleDto, { status: p.status ?? 'published', version });
      await products.facets.setLifecycle(id, dto.status, dto.version);
    }
    return variants.length;
  });
}

export async function productsDemo(ctx: DemoContext): Promise<void> {
  const links = await catalogLinks();
  let created = 0;
  let variants = 0;
  for (const p of DEMO_PRODUCTS) {
    if (await resolveSlug('product', p.slug)) continue;
    const n = await seedProduct(ctx, p, links);
    if (n) created++;
    variants += n;
  }
  ctx.log(`products: ${created} products (${variants} variants) created`);
  ctx.log(`products: ${await dealsDemo(ctx)} deals created`);
}
