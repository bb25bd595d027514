import { IsNull } from 'typeorm';
import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';
import { repo } from '../../core/db/transaction.js';
import { invalidField } from '../../core/http/app-error.js';
import { recordActivity, type BulkResult } from '../../core/lifecycle/index.js';
import { seo } from '../seo/index.js';
import { tagIdsOf } from './catalog-refs.js';
import { DISCOVERY_FLAGS, type DiscoveryFlags, type MediaDto, type VideoDto } from './dto/facets.dto.js';
import { ProductVariant } from './entities/product-variant.entity.js';
import type { Product, ProductStatus, StockStatus } from './entities/product.entity.js';
import { ProductErrors as E } from './errors.js';
import type { AdminProductView } from './mappers.js';
import { runProductBulk } from './product-bulk.js';
import { lockForWrite, saveProduct } from './product-store.js';
import { ProductService, assertPrices } from './product.service.js';
import { writeProducts } from './products-cache.js';

/** Draft, published and unlisted move freely; archived moves only to draft. */
export function checkTransition(from: ProductStatus, to: ProductStatus): void {
  if (from === 'archived' && to !== 'draft') throw E.PRODUCT_INVALID_TRANSITION();
}

/** The source rule of a video, checked before its key or URL: exactly one of the two. */
function checkVideoSources(videos: VideoDto[] | undefined): void {
  for (const v of videos ?? []) {
    const hasKey = v.key !== undefined && v.key !== null;
    const hasUrl = v.embedUrl !== undefined && v.embedUrl !== null;
    if (!hasKey && !hasUrl) throw E.PRODUCT_VIDEO_SOURCE_REQUIRED();
    if (hasKey && hasUrl) throw E.PRODUCT_VIDEO_SOURCE_CONFLICT();
  }
}

function checkAnyFlag(flags: DiscoveryFlags): void {
  if (!DISCOVERY_FLAGS.some((f) => flags[f] !== undefined)) throw invalidField('body', `give at least one of ${DISCOVERY_FLAGS.join(', ')}`);
}

/** The facet updates of a product: lifecycle, stock status, pricing, media, SEO, discovery, tags. */
export class ProductFacetService {
  constructor(private readonly products: ProductService) {}

  private async write(
    publicId: string,
    version: number | undefined,
    action: string,
    change: (row: Product) => Promise<Partial<Product>>,
    allowArchived = false,
  ): Promise<AdminProductView> {
    await writeProducts(() => this.writeInTx(publicId, version, action, change, allowArchived));
    return this.products.detail(publicId);
  }

  private async writeInTx(
    publicId: string,
    version: number | undefined,
    action: string,
    change: (row: Product) => Promise<Partial<Product>>,
    allowArchived = false,
  ): Promise<void> {
    const row = await lockForWrite(publicId, { version, allowArchived });
    await saveProduct(row, await change(row));
    await recordActivity(action, 'product', row.publicId);
  }

  setLifecycle(publicId: string, status: ProductStatus, version: number) {
    return this.write(publicId, version, `lifecycle:${status}`, async (row) => this.lifecycleChange(row, status), true);
  }

  private async lifecycleChange(row: Product, status: ProductStatus): Promise<Partial<Product>> {
    checkTransition(row.status, status);
    return { status };
  }

  setStockStatus(publicId: string, stockStatus: StockStatus, version: number) {
    return this.write(publicId, version, 'stock', async () => ({ stockStatus }));
  }

  /** Product-level prices are the default variant's; the rollup follows in the same transaction. */
  setPricing(publicId: string, mrp: number, sellingPrice: number, version: number) {
    assertPrices(mrp, sellingPrice);
    return this.write(publicId, version, 'pricing', async (row) => {
      await repo(ProductVariant).update({ productId: row.id, isDefault: true, deletedAt: IsNull() }, { mrp, sellingPrice, updatedAt: clock.now() });
      return {};
    });
  }

  setMedia(publicId: string, dto: MediaDto) {
    checkVideoSources(dto.videos);
    return this.write(publicId, dto.version, 'media', async (row) => {
      const thumbnailKey = dto.thumbnailKey !== undefined ? dto.thumbnailKey : row.thumbnailKey;
      const thumbnailAlt = dto.thumbnailAlt !== undefined ? dto.thumbnailAlt : dto.thumbnailKey === null ? null : row.thumbnailAlt;
      if (thumbnailAlt !== null && thumbnailAlt !== undefined && !thumbnailKey) throw invalidField('thumbnailAlt', 'thumbnailAlt requires thumbnailKey');
      const patch: Partial<Product> = { thumbnailKey, thumbnailAlt: thumbnailKey ? thumbnailAlt : null };
      if (dto.gallery) patch.gallery = dto.gallery.map((g, i) => ({ key: g.key, alt: g.alt ?? null, order: g.order ?? i }));
      if (dto.videos)
        patch.videos = dto.videos.map((v, i) => ({ key: v.key ?? null, embedUrl: v.embedUrl ?? null, title: v.title ?? null, order: v.order ?? i }));
      if (dto.attachments) patch.attachments = dto.attachments.map((a, i) => ({ key: a.key, name: a.name ?? null, order: a.order ?? i }));
      return patch;
    });
  }

  setSeo(publicId: string, seoId: string | null, version?: number) {
    return this.write(publicId, version, 'seo', async () => {
      const id = seoId?.toLowerCase() ?? null;
      if (id && !(await seo.get(id))) throw E.PRODUCT_SEO_NOT_FOUND();
      return { seoId: id };
    });
  }

  setDiscovery(publicId: string, flags: DiscoveryFlags, version?: number) {
    checkAnyFlag(flags);
    return this.write(publicId, version, 'discovery', async () => this.flagPatch(flags));
  }

  private flagPatch(flags: DiscoveryFlags): Partial<Product> {
    const patch: Partial<Product> = {};
    for (const f of DISCOVERY_FLAGS) if (flags[f] !== undefined) patch[f] = flags[f];
    return patch;
  }

  /** Replaces the product's tags (at most 25 live catalog tags), in the order given. */
  setTags(publicId: string, tagPublicIds: string[], version?: number) {
    return this.write(publicId, version, 'tags', async (row) => {
      const tagIds = await tagIdsOf(tagPublicIds);
      await sqlRows(`DELETE FROM product_tags WHERE product_id = $1`, [row.id]);
      if (tagIds.length) {
        await sqlRows(
          `INSERT INTO product_tags (product_id, tag_id, position) SELECT $1, t.id, t.ord - 1 FROM unnest($2::bigint[]) WITH ORDINALITY AS t(id, ord)`,
          [row.id, tagIds],
        );
      }
      return {};
    });
  }

  bulkLifecycle(ids: string[], status: ProductStatus): Promise<BulkResult> {
    return writeProducts(() =>
      runProductBulk(ids, (id) => this.writeInTx(id, undefined, `lifecycle:${status}`, async (row) => this.lifecycleChange(row, status), true)),
    );
  }

  bulkDiscovery(ids: string[], flags: DiscoveryFlags): Promise<BulkResult> {
    checkAnyFlag(flags);
    return writeProducts(() => runProductBulk(ids, (id) => this.writeInTx(id, undefined, 'discovery', async () => this.flagPatch(flags))));
  }
}
