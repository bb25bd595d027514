import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { sqlRows } from '../../core/db/sql.js';
import { repo } from '../../core/db/transaction.js';
import { recordActivity } from '../../core/lifecycle/index.js';
import type { CreateVariantDto, PutOptionsDto, UpdateVariantDto } from './dto/variant.dto.js';
import { ProductVariant } from './entities/product-variant.entity.js';
import { Product, type ProductOption } from './entities/product.entity.js';
import { ProductErrors as E } from './errors.js';
import { PRODUCT_LIMITS } from './limits.js';
import { toAdminVariant, type AdminVariantView } from './mappers.js';
import { mapConstraints } from './product-constraints.js';
import { VARIANT_SELECT, type VariantRow } from './product-queries.js';
import { lockForWrite, saveProduct } from './product-store.js';
import { assertPrices } from './product.service.js';
import { writeProducts } from './products-cache.js';
import { assertVariantSkuFree } from './sku.js';
import { assertUniqueCombos, checkVariantOptions, normaliseOptions, variantNameOf } from './variant-options.js';

/** A product's variants and options. Every change locks the product, bumps its version and rewrites its rollup. */
export class VariantService {
  async list(productPublicId: string, includeDeleted = false): Promise<AdminVariantView[]> {
    const [product] = await sqlRows(`SELECT id FROM products WHERE public_id = $1`, [productPublicId]);
    if (!product) throw E.PRODUCT_NOT_FOUND();
    const rows = await sqlRows<VariantRow>(
      `${VARIANT_SELECT} WHERE v.product_id = $1 ${includeDeleted ? '' : 'AND v.deleted_at IS NULL'} ORDER BY v.is_default DESC, v.position, v.id`,
      [product.id],
    );
    return rows.map(toAdminVariant);
  }

  async detail(productPublicId: string, variantPublicId: string): Promise<AdminVariantView> {
    const [row] = await sqlRows<VariantRow>(`${VARIANT_SELECT} JOIN products p ON p.id = v.product_id WHERE p.public_id = $1 AND v.public_id = $2`, [
      productPublicId,
      variantPublicId,
    ]);
    if (!row) {
      const [product] = await sqlRows(`SELECT 1 FROM products WHERE public_id = $1`, [productPublicId]);
      throw product ? E.PRODUCT_VARIANT_NOT_FOUND() : E.PRODUCT_NOT_FOUND();
    }
    return toAdminVariant(row);
  }

  async create(productPublicId: string, dto: CreateVariantDto): Promise<AdminVariantView> {
    assertPrices(dto.mrp, dto.sellingPrice);
    const publicId = await mapConstraints(() =>
      writeProducts(async () => {
        const product = await lockForWrite(productPublicId, { version: dto.version });
        const live = await this.liveVariants(product.id);
        if (live.length >= PRODUCT_LIMITS.variants) throw E.PRODUCT_VARIANT_LIMIT_EXCEEDED();
        const options = checkVariantOptions(dto.options ?? {}, product.options);
        assertUniqueCombos([...live.map((v) => v.options), options], product.options);
        if (dto.sku) await assertVariantSkuFree(dto.sku);
        if (dto.isDefault) await this.clearDefault(product.id);
        const now = clock.now();
        const variant = repo(ProductVariant).create({
          publicId: newPublicId(),
          productId: product.id,
          name: dto.name ?? variantNameOf(options, product.options),
          sku: dto.sku ?? null,
          options,
          mrp: dto.mrp,
          sellingPrice: dto.sellingPrice,
          isDefault: dto.isDefault === true,
          status: dto.status ?? 'active',
          position: dto.position ?? live.length,
          isTracked: dto.isTracked ?? true,
          lowStockThreshold: dto.lowStockThreshold ?? 5,
          createdAt: now,
          updatedAt: now,
        });
        await repo(ProductVariant).insert(variant);
        await this.assertDefaultRule(product.id);
        await saveProduct(product);
        await recordActivity('variant:create', 'product', product.publicId);
        return variant.publicId;
      }),
    );
    return this.detail(productPublicId, publicId);
  }

  async update(productPublicId: string, variantPublicId: string, dto: UpdateVariantDto): Promise<AdminVariantView> {
    await mapConstraints(() =>
      writeProducts(async () => {
        const product = await lockForWrite(productPublicId, { version: dto.version });
        const variant = await this.liveVariant(product, variantPublicId);
        const patch: Partial<ProductVariant> = {};
        for (const k of ['name', 'status', 'position', 'isTracked', 'lowStockThreshold', 'mrp', 'sellingPrice'] as const) {
          if (dto[k] !== undefined) (patch as any)[k] = dto[k];
        }
        assertPrices(patch.mrp ?? variant.mrp, patch.sellingPrice ?? variant.sellingPrice);
        if (dto.sku !== undefined) {
          if (dto.sku !== null) await assertVariantSkuFree(dto.sku, variant.id);
          patch.sku = dto.sku;
        }
        if (dto.options !== undefined) {
          patch.options = checkVariantOptions(dto.options, product.options);
          const others = (await this.liveVariants(product.id)).filter((v) => v.id !== variant.id);
          assertUniqueCombos([...others.map((v) => v.options), patch.options], product.options);
        }
        if (dto.isDefault === false && variant.isDefault) throw E.PRODUCT_DEFAULT_VARIANT_REQUIRED();
        if (dto.isDefault === true && !variant.isDefault) {
          await this.clearDefault(product.id);
          patch.isDefault = true;
        }
        await repo(ProductVariant).update({ id: variant.id }, { ...patch, updatedAt: clock.now() });
        await this.assertDefaultRule(product.id);
        await saveProduct(product);
        await recordActivity('variant:update', 'product', product.publicId);
      }),
    );
    return this.detail(productPublicId, variantPublicId);
  }

  /** Soft deletes a variant; the default variant stays (it is the product when alone, and needed while others are live). */
  async remove(productPublicId: string, variantPublicId: string, version?: number): Promise<void> {
    await writeProducts(async () => {
      const product = await lockForWrite(productPublicId, { version });
      const variant = await this.liveVariant(product, variantPublicId);
      if (variant.isDefault) throw E.PRODUCT_DEFAULT_VARIANT_REQUIRED();
      await repo(ProductVariant).update({ id: variant.id }, { deletedAt: clock.now(), updatedAt: clock.now() });
      await saveProduct(product);
      await recordActivity('variant:delete', 'product', product.publicId);
    });
  }

  /**
   * Replaces the product's options. Existing variants keep their values of the options that stay, take the
   * first value of each new option and drop the removed ones; a kept option may not lose a value a live
   * variant uses (409 PRODUCT_OPTION_VALUE_IN_USE), and two live variants may not end up alike (409).
   */
  async putOptions(productPublicId: string, dto: PutOptionsDto): Promise<ProductOption[]> {
    const options = normaliseOptions(dto.options);
    await mapConstraints(() =>
      writeProducts(async () => {
        const product = await lockForWrite(productPublicId, { version: dto.version });
        const live = await this.liveVariants(product.id);
        const next = live.map((v) => {
          const combo: Record<string, string> = {};
          for (const o of options) {
            const kept = v.options[o.name];
            if (kept !== undefined && !o.values.includes(kept)) throw E.PRODUCT_OPTION_VALUE_IN_USE(undefined, `A live variant uses ${o.name} "${kept}"`);
            combo[o.name] = kept ?? o.values[0];
          }
          return { variant: v, combo };
        });
        assertUniqueCombos(
          next.map((n) => n.combo),
          options,
        );
        for (const { variant, combo } of next) {
          if (JSON.stringify(combo) !== JSON.stringify(variant.options)) {
            await repo(ProductVariant).update({ id: variant.id }, { options: combo, updatedAt: clock.now() });
          }
        }
        await saveProduct(product, { options });
        await recordActivity('options', 'product', product.publicId);
      }),
    );
    const [row] = await sqlRows(`SELECT options FROM products WHERE public_id = $1`, [productPublicId]);
    return row.options;
  }

  private liveVariants(productId: string): Promise<ProductVariant[]> {
    return repo(ProductVariant).find({ where: { productId }, order: { id: 'ASC' } });
  }

  private async liveVariant(product: Product, variantPublicId: string): Promise<ProductVariant> {
    const variant = await repo(ProductVariant).findOne({ where: { productId: product.id, publicId: variantPublicId }, withDeleted: true });
    if (!variant || variant.deletedAt) throw E.PRODUCT_VARIANT_NOT_FOUND();
    return variant;
  }

  private async clearDefault(productId: string): Promise<void> {
    await sqlRows(`UPDATE product_variants SET is_default = false, updated_at = $2 WHERE product_id = $1 AND is_default AND deleted_at IS NULL`, [
      productId,
      clock.now(),
    ]);
  }

  /** Exactly one live default, and it is not withdrawn while other variants are live (409 PRODUCT_DEFAULT_VARIANT_REQUIRED). */
  private async assertDefaultRule(productId: string): Promise<void> {
    const [row] = await sqlRows<{ defaults: number; live: number; withdrawnDefault: boolean }>(
      `SELECT count(*) FILTER (WHERE is_default)::int AS defaults, count(*)::int AS live,
              coalesce(bool_or(is_default AND status = 'withdrawn'), false) AS "withdrawnDefault"
         FROM product_variants WHERE product_id = $1 AND deleted_at IS NULL`,
      [productId],
    );
    if (row.defaults !== 1 || (row.withdrawnDefault && row.live > 1)) throw E.PRODUCT_DEFAULT_VARIANT_REQUIRED();
  }
}
