import { containsPattern, sqlRows } from '../../../core/db/sql.js';
import { byReference, panelForm, panelReads } from '../../../core/panel/panel-reads.js';
import { definePanelResource, formValue, type PanelRow } from '../../../core/panel/resource-spec.js';
import { IsPublicId } from '../dto/common.dto.js';
import { CreateVariantDto, UpdateVariantDto } from '../dto/variant.dto.js';
import { ProductErrors as E } from '../errors.js';
import { products } from '../products-context.js';
import { money, NAV, nullable, stamps, text, TIMESTAMPS } from './panel-shared.js';
import { STOCK_LEVELS, stockLevelSql, type StockLevel } from './stock-levels.js';

const variantReads = panelReads({
  select: `SELECT t.*, t.public_id AS "publicId", p.public_id AS "productPublicId", p.name AS "productName", ${stockLevelSql('t')} AS "stockLevel"
             FROM product_variants t JOIN products p ON p.id = t.product_id`,
  countFrom: 'FROM product_variants t',
  sortable: { position: 't.position', sku: 't.sku', onHand: 't.on_hand', available: 't.available', createdAt: 't.created_at', updatedAt: 't.updated_at' },
  defaultSort: 'position',
  softDeleted: true,
  filters: {
    title: (v, p) => `(p.name ILIKE ${p(containsPattern(v))} OR t.name ILIKE ${p(containsPattern(v))} OR t.sku ILIKE ${p(containsPattern(v))})`,
    productPublicId: byReference('products', 't.product_id'),
    status: (v, p) => `t.status = ${p(v)}`,
    // the dashboard's stock tiles open the list filtered so (stock-levels.ts)
    stockLevel: (v, p) => `${stockLevelSql('t')} = ${p(v)}`,
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
    stockLevel: r.stockLevel,
    ...stamps({ createdAt: r.created_at, updatedAt: r.updated_at, deletedAt: r.deleted_at }),
  }),
});

/** How many live variants the variants list shows at a stock level (the dashboard's stock tiles: the list's own count). */
export const variantCountAt = (level: StockLevel): Promise<number> => variantReads.count({ stockLevel: level });

export async function productOfVariant(variantPublicId: string): Promise<string> {
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

export function variantsResource() {
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
      {
        path: 'stockLevel',
        availableValues: [...STOCK_LEVELS],
        labels: { not_watched: 'Not watched' },
        tones: { out_of_stock: 'red', low_stock: 'amber', in_stock: 'green' },
        isEditable: false,
      },
      ...TIMESTAMPS,
    ],
    options: {
      navigation: NAV,
      sort: { sortBy: 'position', direction: 'asc' },
      listProperties: ['title', 'sku', 'sellingPrice', 'status', 'onHand', 'reserved', 'available'],
      editProperties: ['name', 'sku', 'options', 'mrp', 'sellingPrice', 'isDefault', 'status', 'position', 'isTracked', 'lowStockThreshold'],
      filterProperties: ['title', 'productPublicId', 'status', 'stockLevel', 'deleted'],
      actions: {
        new: { layout: ['productPublicId', 'name', 'sku', 'options', 'mrp', 'sellingPrice', 'isDefault', 'status', 'isTracked', 'lowStockThreshold'] },
      },
      properties: {
        options: { description: 'JSON, e.g. {"Color": "Black"}: one value of every option of the product' },
        mrp: { description: 'In rupees, e.g. 12,999.50' },
        sellingPrice: { description: 'In rupees; at most the MRP' },
      },
      translations: {
        en: {
          properties: { mrp: 'MRP', sellingPrice: 'Selling price', title: 'Variant', productPublicId: 'Product', deleted: 'Deleted', stockLevel: 'Stock' },
        },
      },
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
