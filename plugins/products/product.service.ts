import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { containsPattern, sqlRows } from '../../core/db/sql.js';
import { catalogFrom } from '../catalog/index.js';
import { repo } from '../../core/db/transaction.js';
import { resolveList } from '../../core/http/list-query.js';
import { publish } from '../../core/jobs/outbox.js';
import { recordActivity, restore, softDelete, SqlList, type BulkResult } from '../../core/lifecycle/index.js';
import { brandIdOf, categoryIdOf, seriesIdOf } from './catalog-refs.js';
import type { CreateProductDto, ProductListQuery, UpdateProductDto } from './dto/product.dto.js';
import { PRODUCT_SORTABLE } from './dto/product.dto.js';
import { Product } from './entities/product.entity.js';
import { ProductVariant } from './entities/product-variant.entity.js';
import { ProductErrors as E } from './errors.js';
import { toAdminProduct, toAdminProductSummary, type AdminProductView } from './mappers.js';
import { runProductBulk } from './product-bulk.js';
import { mapConstraints } from './product-constraints.js';
import { ADMIN_PRODUCT_SELECT, liveVariantRows, productRow, tagRows, type ProductRow } from './product-queries.js';
import { claimProductSlug, setProductSlug } from './product-slugs.js';
import { checkWritable, lockForWrite, PRODUCT_ERRORS, refreshDerived, saveProduct } from './product-store.js';
import { writeProducts } from './products-cache.js';
import { assertProductSkuFree, assertVariantSkuFree } from './sku.js';
import { PRODUCT_CREATED, PRODUCT_RESTORED } from './topics.js';

const SORT_COLUMNS: Record<(typeof PRODUCT_SORTABLE)[number], string> = {
  name: 'p.name',
  createdAt: 'p.created_at',
  updatedAt: 'p.updated_at',
  sellingPrice: 'p.min_selling_price',
  status: 'p.status',
};

export function assertPrices(mrp: number, sellingPrice: number): void {
  if (sellingPrice > mrp) throw E.PRODUCT_PRICE_INVALID();
}

/** Products: create (a draft with its default variant), edit, soft delete / restore, the admin list. */
export class ProductService {
  async list(q: ProductListQuery) {
    const l = resolveList(q, PRODUCT_SORTABLE, 'createdAt');
    const list = new SqlList<ProductRow>({ select: ADMIN_PRODUCT_SELECT, countFrom: 'FROM products p' });
    if (!q.includeDeleted) list.where('p.deleted_at IS NULL');
    if (q.search) {
      const text = list.param(containsPattern(q.search));
      list.where(`(catalog_search_text(p.name) LIKE catalog_search_text(${text}) OR lower(p.sku) LIKE lower(${text}))`);
    }
    if (q.status) list.where(`p.status = ${list.param(q.status)}`);
    if (q.stockStatus) list.where(`p.stock_status = ${list.param(q.stockStatus)}`);
    if (q.categoryPublicId)
      list.where(`p.category_id = (SELECT c.id FROM ${catalogFrom('category', 'c')} WHERE c.public_id = ${list.param(q.categoryPublicId.toLowerCase())})`);
    if (q.brandPublicId)
      list.where(`p.brand_id = (SELECT b.id FROM ${catalogFrom('brand', 'b')} WHERE b.public_id = ${list.param(q.brandPublicId.toLowerCase())})`);
    const nulls = l.sort === 'sellingPrice' ? ' NULLS LAST' : '';
    const { rows, count } = await list.offsetPage(l, `${SORT_COLUMNS[l.sort]} ${l.order}${nulls}, p.id ${l.order}`);
    return { rows: rows.map(toAdminProductSummary), count, list: l };
  }

  async detail(publicId: string): Promise<AdminProductView> {
    const row = await productRow(publicId);
    if (!row) throw E.PRODUCT_NOT_FOUND();
    const [variants, tags] = await Promise.all([liveVariantRows(row.id), tagRows(row.id)]);
    return toAdminProduct(row, variants, tags);
  }

  async create(dto: CreateProductDto): Promise<AdminProductView> {
    assertPrices(dto.mrp, dto.sellingPrice);
    const publicId = await mapConstraints(() =>
      writeProducts(async () => {
        const categoryId = await categoryIdOf(dto.categoryPublicId);
        const brandId = dto.brandPublicId ? await brandIdOf(dto.brandPublicId) : null;
        const brandSeriesId = dto.brandSeriesPublicId ? await seriesIdOf(dto.brandSeriesPublicId, brandId) : null;
        if (dto.sku) {
          await assertProductSkuFree(dto.sku);
          await assertVariantSkuFree(dto.sku);
        }
        const now = clock.now();
        const product = repo(Product).create({
          publicId: newPublicId(),
          name: dto.name,
          sku: dto.sku ?? null,
          shortDescription: dto.shortDescription ?? null,
          description: dto.description ?? null,
          categoryId,
          brandId,
          brandSeriesId,
          status: 'draft',
          version: 1,
          createdAt: now,
          updatedAt: now,
        });
        const inserted = await repo(Product).insert(product);
        const id = String(inserted.identifiers[0].id);
        await claimProductSlug(id, dto.slug, dto.name);
        await repo(ProductVariant).insert({
          publicId: newPublicId(),
          productId: id,
          name: null,
          sku: dto.sku ?? null,
          options: {},
          mrp: dto.mrp,
          sellingPrice: dto.sellingPrice,
          isDefault: true,
          status: 'active',
          position: 0,
          createdAt: now,
          updatedAt: now,
        });
        await refreshDerived(id);
        await publish(PRODUCT_CREATED, { productId: product.publicId });
        await recordActivity('create', 'product', product.publicId);
        return product.publicId;
      }),
    );
    return this.detail(publicId);
  }

  async update(publicId: string, dto: UpdateProductDto): Promise<AdminProductView> {
    await mapConstraints(() =>
      writeProducts(async () => {
        const row = await lockForWrite(publicId, { version: dto.version });
        const patch: Partial<Product> = {};
        if (dto.name !== undefined) patch.name = dto.name;
        if (dto.shortDescription !== undefined) patch.shortDescription = dto.shortDescription;
        if (dto.description !== undefined) patch.description = dto.description;
        if (dto.specifications !== undefined) patch.specifications = dto.specifications.map(({ group, name, value }) => ({ group, name, value }));
        if (dto.sku !== undefined) {
          if (dto.sku !== null) await assertProductSkuFree(dto.sku, row.id);
          patch.sku = dto.sku;
        }
        if (dto.categoryPublicId !== undefined) patch.categoryId = await categoryIdOf(dto.categoryPublicId);
        Object.assign(patch, await this.brandPatch(row, dto));
        if (dto.slug !== undefined) await setProductSlug(row.id, dto.slug);
        await saveProduct(row, patch);
        await recordActivity('update', 'product', row.publicId);
      }),
    );
    return this.detail(publicId);
  }

  /** The brand and series after the patch; a series must belong to the brand the product ends up with. */
  private async brandPatch(row: Product, dto: UpdateProductDto): Promise<Partial<Product>> {
    if (dto.brandPublicId === undefined && dto.brandSeriesPublicId === undefined) return {};
    const brandId = dto.brandPublicId === undefined ? row.brandId : dto.brandPublicId === null ? null : await brandIdOf(dto.brandPublicId);
    let brandSeriesId = row.brandSeriesId;
    if (dto.brandSeriesPublicId !== undefined) {
      brandSeriesId = dto.brandSeriesPublicId === null ? null : await seriesIdOf(dto.brandSeriesPublicId, brandId);
    } else if (brandSeriesId !== null) {
      const [series] = await sqlRows(`SELECT r.brand_id AS "brandId" FROM ${catalogFrom('brand_series', 'r')} WHERE r.id = $1`, [brandSeriesId]);
      if (brandId === null || String(series?.brandId) !== String(brandId)) throw E.PRODUCT_SERIES_BRAND_MISMATCH();
    }
    return { brandId, brandSeriesId };
  }

  async remove(publicId: string): Promise<void> {
    await writeProducts(() => this.removeInTx(publicId));
  }

  async restore(publicId: string): Promise<AdminProductView> {
    await mapConstraints(() => writeProducts(() => this.restoreInTx(publicId)));
    return this.detail(publicId);
  }

  bulkRemove(ids: string[]): Promise<BulkResult> {
    return writeProducts(() => runProductBulk(ids, (id) => this.removeInTx(id)));
  }

  bulkRestore(ids: string[]): Promise<BulkResult> {
    return writeProducts(() => runProductBulk(ids, (id) => this.restoreInTx(id)));
  }

  private async removeInTx(publicId: string): Promise<void> {
    const row = await softDelete(Product, publicId, PRODUCT_ERRORS, async (p) => checkWritable(p, {}));
    await sqlRows(`UPDATE products SET version = version + 1 WHERE id = $1`, [row.id]);
    await recordActivity('delete', 'product', row.publicId);
  }

  private async restoreInTx(publicId: string): Promise<void> {
    const row = await restore(Product, publicId, PRODUCT_ERRORS, async (p) => {
      if (p.sku) await assertProductSkuFree(p.sku, p.id);
    });
    await sqlRows(`UPDATE products SET version = version + 1 WHERE id = $1`, [row.id]);
    await publish(PRODUCT_RESTORED, { productId: row.publicId });
    await recordActivity('restore', 'product', row.publicId);
  }
}
