import { toMinorUnits } from '../../core/db/money.js';
import { containsPattern, sqlRows } from '../../core/db/sql.js';
import { catalogJoin } from '../catalog/index.js';
import { currentSlugJoin } from '../../core/db/slugs/slug-registry.js';
import type { BulkResult } from '../../core/lifecycle/index.js';
import type { AdminContext } from '../../core/plugin.js';
import { definePanelResource, formValue, type PanelBulkAction, type PanelRecordAction, type PanelRow } from '../../core/panel/resource-spec.js';
import { byReference, panelForm, panelReads } from '../../core/panel/panel-reads.js';
import { IsPublicId } from './dto/common.dto.js';
import { AdjustmentDto, ADJUSTMENT_REASONS } from './dto/inventory.dto.js';
import { CreateProductDto, UpdateProductDto } from './dto/product.dto.js';
import { CreateVariantDto, UpdateVariantDto } from './dto/variant.dto.js';
import { PRODUCT_STATUSES, STOCK_STATUSES, type ProductStatus } from './entities/product.entity.js';
import { ProductErrors as E } from './errors.js';
import { dealsResource } from './deals/deals-admin.js';
import { products } from './products-context.js';
import { restoreAction } from '../../core/panel/restore-action.js';

/*
 * The products plugin's admin panel: products (lifecycle, discovery, bulk), their variants, and the stock
 * ledger, whose "new" form is the stock adjustment. Reads query the tables; every write runs through the
 * services of the HTTP routes, with their rules.
 */

const money = (v: unknown) => (v === null || v === undefined ? null : toMinorUnits(v));
const text = (v: unknown) => formValue.optional(v);
const nullable = (v: unknown) => formValue.nullable(v);
const stamps = (r: any) => ({ createdAt: r.createdAt, updatedAt: r.updatedAt, deletedAt: r.deletedAt ?? null });
const TIMESTAMPS = [
  { path: 'createdAt', type: 'datetime' as const, isEditable: false, isSortable: true },
  { path: 'updatedAt', type: 'datetime' as const, isEditable: false, isSortable: true },
  { path: 'deletedAt', type: 'datetime' as const, isEditable: false },
  { path: 'deleted', type: 'boolean' as const, isEditable: false },
];
const NAV = { name: 'Products', icon: 'Package' };

const productReads = panelReads({
  select: `SELECT t.*, t.public_id AS "publicId", s.slug, c.public_id AS "categoryPublicId", b.public_id AS "brandPublicId", r.public_id AS "seriesPublicId"
             FROM products t ${currentSlugJoin('product', 't', 's')}
             ${catalogJoin('category', 'c', 't.category_id')}
             ${catalogJoin('brand', 'b', 't.brand_id', 'LEFT JOIN')}
             ${catalogJoin('brand_series', 'r', 't.brand_series_id', 'LEFT JOIN')}`,
  countFrom: 'FROM products t',
  sortable: { name: 't.name', status: 't.status', sellingPrice: 't.min_selling_price', createdAt: 't.created_at', updatedAt: 't.updated_at' },
  defaultSort: 'updatedAt',
  softDeleted: true,
  filters: {
    name: (v, p) => `(t.name ILIKE ${p(containsPattern(v))} OR t.sku ILIKE ${p(containsPattern(v))})`,
    status: (v, p) => `t.status = ${p(v)}`,
    stockStatus: (v, p) => `t.stock_status = ${p(v)}`,
    categoryPublicId: byReference('categories', 't.category_id'),
    brandPublicId: byReference('brands', 't.brand_id'),
    featured: (v) => (v === 'true' ? 't.featured' : 'NOT t.featured'),
  },
  toRow: (r): PanelRow => ({
    id: r.publicId,
    name: r.name,
    slug: r.slug,
    sku: r.sku,
    status: r.status,
    stockStatus: r.stock_status,
    categoryPublicId: r.categoryPublicId,
    brandPublicId: r.brandPublicId,
    brandSeriesPublicId: r.seriesPublicId,
    mrp: money(r.min_mrp),
    sellingPrice: money(r.min_selling_price),
    variantCount: r.live_variant_count,
    featured: r.featured,
    trending: r.trending,
    bestSeller: r.best_seller,
    newArrival: r.new_arrival,
    shortDescription: r.short_description,
    description: r.description,
    version: r.version,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    deletedAt: r.deleted_at,
  }),
});

const refetchProduct = async (publicId: string) => (await productReads.findMany([publicId]))[0];

async function currentVersion(publicId: string): Promise<number | undefined> {
  const [row] = await sqlRows(`SELECT version FROM products WHERE public_id = $1`, [publicId]);
  return row?.version;
}

/** The lifecycle move as a record action (the product's current version: the panel shows the live record). */
function lifecycleAction(status: ProductStatus, label: string, icon: string, offeredFrom: ProductStatus[]): PanelRecordAction {
  return {
    permission: 'UPDATE',
    label,
    icon,
    isVisible: (row) => !row.deletedAt && offeredFrom.includes(row.status as ProductStatus),
    run: async (publicId) => {
      const version = await currentVersion(publicId);
      if (version === undefined) throw E.PRODUCT_NOT_FOUND();
      await products.facets.setLifecycle(publicId, status, version);
      return refetchProduct(publicId);
    },
    successMessage: `The product is now ${status}`,
  };
}

function bulkLifecycle(status: ProductStatus, label: string, icon: string): PanelBulkAction {
  return { permission: 'UPDATE', label, icon, run: (ids) => products.facets.bulkLifecycle(ids, status), done: `moved to ${status}` };
}

function productsResource() {
  return definePanelResource({
    id: 'Products',
    module: 'Products',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'name', isTitle: true, isSortable: true },
      { path: 'slug' },
      { path: 'sku' },
      { path: 'status', availableValues: [...PRODUCT_STATUSES], isEditable: false, isSortable: true },
      { path: 'stockStatus', availableValues: [...STOCK_STATUSES], isEditable: false },
      { path: 'categoryPublicId', reference: 'Categories' },
      { path: 'brandPublicId', reference: 'Brands' },
      { path: 'brandSeriesPublicId', reference: 'BrandSeries' },
      { path: 'mrp', money: true },
      { path: 'sellingPrice', money: true, isSortable: true },
      { path: 'variantCount', type: 'number', isEditable: false },
      { path: 'featured', type: 'boolean', isEditable: false },
      { path: 'trending', type: 'boolean', isEditable: false },
      { path: 'bestSeller', type: 'boolean', isEditable: false },
      { path: 'newArrival', type: 'boolean', isEditable: false },
      { path: 'shortDescription', type: 'textarea' },
      { path: 'description', type: 'textarea' },
      { path: 'version', type: 'number', isEditable: false },
      ...TIMESTAMPS,
    ],
    options: {
      navigation: NAV,
      sort: { sortBy: 'updatedAt', direction: 'desc' },
      listProperties: ['name', 'sku', 'status', 'stockStatus', 'categoryPublicId', 'brandPublicId', 'sellingPrice', 'variantCount', 'featured'],
      editProperties: ['name', 'slug', 'sku', 'categoryPublicId', 'brandPublicId', 'brandSeriesPublicId', 'shortDescription', 'description'],
      filterProperties: ['name', 'status', 'stockStatus', 'categoryPublicId', 'brandPublicId', 'featured', 'deleted'],
      actions: {
        new: {
          layout: ['name', 'slug', 'sku', 'categoryPublicId', 'brandPublicId', 'brandSeriesPublicId', 'mrp', 'sellingPrice', 'shortDescription', 'description'],
        },
      },
      properties: { mrp: { description: 'In rupees, e.g. 12,999.50; sets the default variant' }, sellingPrice: { description: 'In rupees; at most the MRP' } },
      translations: {
        en: {
          properties: {
            mrp: 'MRP',
            sellingPrice: 'Selling price',
            categoryPublicId: 'Category',
            brandPublicId: 'Brand',
            brandSeriesPublicId: 'Series',
            variantCount: 'Variants',
            deleted: 'Deleted',
          },
        },
      },
    },
    ...productReads,
    create: {
      dto: CreateProductDto,
      input: (p) => ({
        name: text(p.name),
        slug: text(p.slug),
        sku: text(p.sku),
        categoryPublicId: text(p.categoryPublicId),
        brandPublicId: text(p.brandPublicId),
        brandSeriesPublicId: text(p.brandSeriesPublicId),
        mrp: panelForm.int(p.mrp),
        sellingPrice: panelForm.int(p.sellingPrice),
        shortDescription: text(p.shortDescription),
        description: text(p.description),
      }),
      run: async (dto: CreateProductDto) => (await refetchProduct((await products.products.create(dto)).publicId))!,
    },
    update: {
      dto: UpdateProductDto,
      input: (p) => ({
        name: text(p.name),
        slug: text(p.slug),
        sku: p.sku === undefined ? undefined : nullable(p.sku),
        categoryPublicId: text(p.categoryPublicId),
        brandPublicId: p.brandPublicId === undefined ? undefined : nullable(p.brandPublicId),
        brandSeriesPublicId: p.brandSeriesPublicId === undefined ? undefined : nullable(p.brandSeriesPublicId),
        shortDescription: p.shortDescription === undefined ? undefined : nullable(p.shortDescription),
        description: p.description === undefined ? undefined : nullable(p.description),
      }),
      run: async (publicId, dto: UpdateProductDto) => {
        await products.products.update(publicId, dto);
        return (await refetchProduct(publicId))!;
      },
    },
    errorFields: {
      PRODUCT_PRICE_INVALID: 'sellingPrice',
      PRODUCT_SLUG_ALREADY_EXISTS: 'slug',
      PRODUCT_SKU_ALREADY_EXISTS: 'sku',
      PRODUCT_CATEGORY_NOT_FOUND: 'categoryPublicId',
      PRODUCT_BRAND_NOT_FOUND: 'brandPublicId',
      PRODUCT_SERIES_NOT_FOUND: 'brandSeriesPublicId',
      PRODUCT_SERIES_BRAND_MISMATCH: 'brandSeriesPublicId',
    },
    remove: (publicId) => products.products.remove(publicId),
    bulkRemove: (ids) => products.products.bulkRemove(ids),
    recordActions: {
      publish: lifecycleAction('published', 'Publish', 'Eye', ['draft', 'unlisted']),
      unlist: lifecycleAction('unlisted', 'Unlist', 'Link', ['draft', 'published']),
      toDraft: lifecycleAction('draft', 'Back to draft', 'Edit', ['published', 'unlisted', 'archived']),
      archive: lifecycleAction('archived', 'Archive', 'Archive', ['draft', 'published', 'unlisted']),
      feature: {
        permission: 'UPDATE',
        label: 'Feature',
        icon: 'Star',
        isVisible: (row) => !row.deletedAt && row.featured === false && row.status !== 'archived',
        run: async (publicId) => {
          await products.facets.setDiscovery(publicId, { featured: true });
          return refetchProduct(publicId);
        },
        successMessage: 'The product is featured',
      },
      unfeature: {
        permission: 'UPDATE',
        label: 'Stop featuring',
        icon: 'StarOff',
        isVisible: (row) => !row.deletedAt && row.featured === true && row.status !== 'archived',
        run: async (publicId) => {
          await products.facets.setDiscovery(publicId, { featured: false });
          return refetchProduct(publicId);
        },
        successMessage: 'The product is no longer featured',
      },
      restore: restoreAction('product', async (publicId) => {
        await products.products.restore(publicId);
        return refetchProduct(publicId);
      }),
    },
    bulkActions: {
      bulkPublish: bulkLifecycle('published', 'Publish selected', 'Eye'),
      bulkUnlist: bulkLifecycle('unlisted', 'Unlist selected', 'Link'),
      bulkDraft: bulkLifecycle('draft', 'Back to draft', 'Edit'),
      bulkArchive: bulkLifecycle('archived', 'Archive selected', 'Archive'),
      bulkFeature: {
        permission: 'UPDATE',
        label: 'Feature selected',
        icon: 'Star',
        run: (ids) => products.facets.bulkDiscovery(ids, { featured: true }),
        done: 'featured',
      },
      bulkUnfeature: {
        permission: 'UPDATE',
        label: 'Stop featuring selected',
        icon: 'StarOff',
        run: (ids) => products.facets.bulkDiscovery(ids, { featured: false }),
        done: 'no longer featured',
      },
      bulkRestore: {
        permission: 'RESTORE',
        label: 'Restore selected',
        icon: 'RotateCcw',
        run: (ids): Promise<BulkResult> => products.products.bulkRestore(ids),
        done: 'restored',
      },
    },
  });
}

const variantReads = panelReads({
  select: `SELECT t.*, t.public_id AS "publicId", p.public_id AS "productPublicId", p.name AS "productName"
             FROM product_variants t JOIN products p ON p.id = t.product_id`,
  countFrom: 'FROM product_variants t',
  sortable: { position: 't.position', sku: 't.sku', onHand: 't.on_hand', available: 't.available', createdAt: 't.created_at', updatedAt: 't.updated_at' },
  defaultSort: 'position',
  softDeleted: true,
  filters: {
    title: (v, p) => `(p.name ILIKE ${p(containsPattern(v))} OR t.name ILIKE ${p(containsPattern(v))} OR t.sku ILIKE ${p(containsPattern(v))})`,
    productPublicId: byReference('products', 't.product_id'),
    status: (v, p) => `t.status = ${p(v)}`,
  },
  toRow: (r): PanelRow => ({
    id: r.publicId,
    // the title other resources show for a reference: product, variant and SKU by name
    title: [r.productName, r.name, r.sku].filter(Boolean).join(' · '),
    productPublicId: r.productPublicId,
    name: r.name,
    sku: r.sku,
    options: JSON.stringify(r.options),
    mrp: money(r.mrp),
    sellingPrice: money(r.selling_price),
    isDefault: r.is_default,
    status: r.status,
    position: r.position,
    isTracked: r.is_tracked,
    onHand: r.on_hand,
    reserved: r.reserved,
    available: r.available,
    lowStockThreshold: r.low_stock_threshold,
    ...stamps({ createdAt: r.created_at, updatedAt: r.updated_at, deletedAt: r.deleted_at }),
  }),
});

async function productOfVariant(variantPublicId: string): Promise<string> {
  const [row] = await sqlRows(`SELECT p.public_id AS "publicId" FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.public_id = $1`, [
    variantPublicId,
  ]);
  if (!row) throw E.PRODUCT_VARIANT_NOT_FOUND();
  return row.publicId;
}

/** The panel's variant form names its product. */
class PanelCreateVariantDto extends CreateVariantDto {
  @IsPublicId()
  productPublicId: string;
}

const variantInput = (p: Record<string, unknown>, update: boolean) => ({
  name: p.name === undefined ? undefined : update ? nullable(p.name) : text(p.name),
  sku: p.sku === undefined ? undefined : update ? nullable(p.sku) : text(p.sku),
  options: formValue.json('options', p.options, undefined, 2),
  mrp: panelForm.int(p.mrp),
  sellingPrice: panelForm.int(p.sellingPrice),
  isDefault: panelForm.bool(p.isDefault),
  status: text(p.status),
  position: panelForm.int(p.position),
  isTracked: panelForm.bool(p.isTracked),
  lowStockThreshold: panelForm.int(p.lowStockThreshold),
});

function variantsResource() {
  return definePanelResource({
    id: 'ProductVariants',
    module: 'Products',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'title', isTitle: true, isEditable: false },
      { path: 'productPublicId', reference: 'Products' },
      { path: 'name' },
      { path: 'sku', isSortable: true },
      { path: 'options', type: 'textarea' },
      { path: 'mrp', money: true },
      { path: 'sellingPrice', money: true },
      { path: 'isDefault', type: 'boolean' },
      { path: 'status', availableValues: ['active', 'withdrawn'] },
      { path: 'position', type: 'number', isSortable: true },
      { path: 'isTracked', type: 'boolean' },
      { path: 'onHand', type: 'number', isEditable: false, isSortable: true },
      { path: 'reserved', type: 'number', isEditable: false },
      { path: 'available', type: 'number', isEditable: false, isSortable: true },
      { path: 'lowStockThreshold', type: 'number' },
      ...TIMESTAMPS,
    ],
    options: {
      navigation: NAV,
      sort: { sortBy: 'position', direction: 'asc' },
      listProperties: ['title', 'sku', 'sellingPrice', 'status', 'onHand', 'reserved', 'available'],
      editProperties: ['name', 'sku', 'options', 'mrp', 'sellingPrice', 'isDefault', 'status', 'position', 'isTracked', 'lowStockThreshold'],
      filterProperties: ['title', 'productPublicId', 'status', 'deleted'],
      actions: {
        new: { layout: ['productPublicId', 'name', 'sku', 'options', 'mrp', 'sellingPrice', 'isDefault', 'status', 'isTracked', 'lowStockThreshold'] },
      },
      properties: {
        options: { description: 'JSON, e.g. {"Color": "Black"}: one value of every option of the product' },
        mrp: { description: 'In rupees, e.g. 12,999.50' },
        sellingPrice: { description: 'In rupees; at most the MRP' },
      },
      translations: { en: { properties: { mrp: 'MRP', sellingPrice: 'Selling price', title: 'Variant', productPublicId: 'Product', deleted: 'Deleted' } } },
    },
    ...variantReads,
    create: {
      dto: PanelCreateVariantDto,
      input: (p) => ({ ...variantInput(p, false), productPublicId: text(p.productPublicId) }),
      run: async (dto: PanelCreateVariantDto) => {
        const { productPublicId, ...body } = dto;
        const created = await products.variants.create(productPublicId, body);
        return (await variantReads.findMany([created.publicId]))[0]!;
      },
    },
    update: {
      dto: UpdateVariantDto,
      input: (p) => variantInput(p, true),
      run: async (publicId, dto: UpdateVariantDto) => {
        await products.variants.update(await productOfVariant(publicId), publicId, dto);
        return (await variantReads.findMany([publicId]))[0]!;
      },
    },
    errorFields: { PRODUCT_PRICE_INVALID: 'sellingPrice', PRODUCT_SKU_ALREADY_EXISTS: 'sku', PRODUCT_VARIANT_OPTIONS_CONFLICT: 'options' },
    remove: async (publicId) => products.variants.remove(await productOfVariant(publicId), publicId),
    resourceLinks: {
      adjustStock: { permission: 'CREATE', label: 'Adjust stock', icon: 'Plus', to: { resourceId: 'StockMovements', action: 'new' } },
    },
  });
}

const movementReads = panelReads({
  select: `SELECT t.*, t.public_id AS "publicId", v.public_id AS "variantPublicId", p.public_id AS "productPublicId"
             FROM inventory_movements t JOIN product_variants v ON v.id = t.variant_id JOIN products p ON p.id = v.product_id`,
  countFrom: 'FROM inventory_movements t JOIN product_variants v ON v.id = t.variant_id',
  sortable: { createdAt: 't.created_at' },
  defaultSort: 'createdAt',
  softDeleted: false,
  filters: {
    variantPublicId: byReference('product_variants', 't.variant_id'),
    reason: (v, p) => `t.reason = ${p(v)}`,
    reference: (v, p) => `t.reference = ${p(v)}`,
  },
  toRow: (r): PanelRow => ({
    id: r.publicId,
    variantPublicId: r.variantPublicId,
    productPublicId: r.productPublicId,
    deltaOnHand: r.delta_on_hand,
    deltaReserved: r.delta_reserved,
    reason: r.reason,
    reference: r.reference,
    note: r.note,
    actor: r.actor,
    createdAt: r.created_at,
  }),
});

/** The stock adjustment form: a variant, a signed quantity, a reason (adjustment, receipt, correction) and a note. */
class PanelAdjustmentDto extends AdjustmentDto {
  @IsPublicId()
  variantPublicId: string;
}

function movementsResource() {
  return definePanelResource({
    id: 'StockMovements',
    module: 'Products',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'variantPublicId', reference: 'ProductVariants', isTitle: true },
      { path: 'productPublicId', reference: 'Products', isEditable: false },
      { path: 'delta', type: 'number' },
      { path: 'deltaOnHand', type: 'number', isEditable: false },
      { path: 'deltaReserved', type: 'number', isEditable: false },
      { path: 'reason', availableValues: ['adjustment', 'receipt', 'correction', 'hold', 'release', 'sale', 'restock'] },
      { path: 'reference', isEditable: false },
      { path: 'note', type: 'textarea' },
      { path: 'actor', isEditable: false },
      { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
    ],
    options: {
      navigation: NAV,
      sort: { sortBy: 'createdAt', direction: 'desc' },
      listProperties: ['variantPublicId', 'deltaOnHand', 'deltaReserved', 'reason', 'reference', 'actor', 'createdAt'],
      showProperties: ['variantPublicId', 'productPublicId', 'deltaOnHand', 'deltaReserved', 'reason', 'reference', 'note', 'actor', 'createdAt'],
      editProperties: ['variantPublicId', 'delta', 'reason', 'note'],
      filterProperties: ['variantPublicId', 'reason', 'reference'],
      properties: {
        delta: { description: 'Units added (positive) or removed (negative)' },
        reason: { availableValues: ADJUSTMENT_REASONS.map((r) => ({ value: r, label: r })) },
      },
      actions: { edit: { isAccessible: false } },
      translations: { en: { labels: { StockMovements: 'Stock movements' }, properties: { variantPublicId: 'Variant', productPublicId: 'Product' } } },
    },
    ...movementReads,
    create: {
      dto: PanelAdjustmentDto,
      input: (p) => ({ variantPublicId: text(p.variantPublicId), delta: panelForm.int(p.delta), reason: text(p.reason), note: text(p.note) }),
      run: async (dto: PanelAdjustmentDto) => {
        const { variantPublicId, ...adjustment } = dto;
        const { movement } = await products.inventory.adjust(await productOfVariant(variantPublicId), variantPublicId, adjustment);
        return (await movementReads.findMany([movement.id]))[0]!;
      },
    },
  });
}

/** `admin` of the products manifest. */
export function productsAdmin(_ctx: AdminContext): unknown[] {
  return [productsResource(), variantsResource(), movementsResource(), dealsResource()];
}
