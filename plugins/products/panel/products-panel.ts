import type { ResourceOptions } from 'adminjs';
import { panelForm } from '../../../core/panel/panel-reads.js';
import { definePanelResource, type PanelProperty, type PanelResourceSpec } from '../../../core/panel/resource-spec.js';
import { CreateProductDto, UpdateProductDto } from '../dto/product.dto.js';
import { PRODUCT_STATUSES, STOCK_STATUSES } from '../entities/product.entity.js';
import { products } from '../products-context.js';
import { NAV, nullable, text, TIMESTAMPS } from './panel-shared.js';
import { PRODUCT_ACTIONS, PRODUCT_BULK_ACTIONS } from './product-actions.js';
import { productReads, refetchProduct } from './product-reads.js';

const STOCK_TONES = { in_stock: 'green', low_stock: 'amber', out_of_stock: 'red', pre_order: 'blue' } as const;

const PRODUCT_PROPERTIES: PanelProperty[] = [
  { path: 'id', isId: true, isEditable: false },
  { path: 'name', isTitle: true, isSortable: true },
  { path: 'slug' },
  { path: 'sku' },
  { path: 'status', availableValues: [...PRODUCT_STATUSES], isEditable: false, isSortable: true },
  // as the variants have it (product-reads.ts); the merchant's mark beside it
  { path: 'stockStatus', availableValues: [...STOCK_STATUSES], tones: STOCK_TONES, isEditable: false },
  { path: 'markedStockStatus', availableValues: [...STOCK_STATUSES], tones: STOCK_TONES, isEditable: false },
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
];

const PRODUCT_OPTIONS: ResourceOptions = {
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
        stockStatus: 'Stock',
        markedStockStatus: 'Stock as marked',
        deleted: 'Deleted',
      },
    },
  },
};

/** A product's create and edit forms, through the service of the HTTP routes. */
const productWrites: Pick<PanelResourceSpec, 'create' | 'update'> = {
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
};

/** Products: lifecycle, discovery and bulk actions; the edit form changes what the routes' update changes. */
export function productsResource() {
  return definePanelResource({
    id: 'Products',
    module: 'Products',
    properties: PRODUCT_PROPERTIES,
    options: PRODUCT_OPTIONS,
    ...productReads,
    ...productWrites,
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
    recordActions: PRODUCT_ACTIONS,
    bulkActions: PRODUCT_BULK_ACTIONS,
  });
}
