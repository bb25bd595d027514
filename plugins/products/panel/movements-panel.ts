import { byReference, panelForm, panelReads } from '../../../core/panel/panel-reads.js';
import { enumLabel } from '../../../core/panel/labels.js';
import { definePanelResource, type PanelRow } from '../../../core/panel/resource-spec.js';
import { IsPublicId } from '../dto/common.dto.js';
import { AdjustmentDto, ADJUSTMENT_REASONS } from '../dto/inventory.dto.js';
import { products } from '../products-context.js';
import { NAV, text } from './panel-shared.js';
import { productOfVariant } from './variants-panel.js';

const movementReads = panelReads({
  select: `SELECT t.*, t.public_id AS "publicId", v.public_id AS "variantPublicId", p.public_id AS "productPublicId",
                  concat_ws(' · ', p.name, v.name, v.sku) AS "variantTitle", coalesce(au.name, t.actor) AS "actorName"
             FROM inventory_movements t JOIN product_variants v ON v.id = t.variant_id JOIN products p ON p.id = v.product_id
             LEFT JOIN accounts_user_names au ON au.public_id::text = t.actor`,
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
    // "+5 Phone · Black · PH-1 (receipt)": the movement's page and the links to it
    title: `${r.delta_on_hand !== 0 ? signed(r.delta_on_hand) : `${signed(r.delta_reserved)} reserved`} ${r.variantTitle} (${enumLabel(r.reason).toLowerCase()})`,
    variantPublicId: r.variantPublicId,
    productPublicId: r.productPublicId,
    deltaOnHand: r.delta_on_hand,
    deltaReserved: r.delta_reserved,
    reason: r.reason,
    reference: r.reference,
    note: r.note,
    actor: r.actorName,
    createdAt: r.created_at,
  }),
});

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The stock adjustment form: a variant, a signed quantity, a reason (adjustment, receipt, correction) and a note. */
class PanelAdjustmentDto extends AdjustmentDto {
  @IsPublicId()
  variantPublicId: string;
}

/** The stock ledger; its `new` form is the stock adjustment. */
export function movementsResource() {
  return definePanelResource({
    id: 'StockMovements',
    module: 'Products',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'title', isTitle: true, isEditable: false },
      { path: 'variantPublicId', reference: 'ProductVariants' },
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
    listTools: {
      dateRange: 'createdAt',
      csv: { columns: ['createdAt', 'productPublicId', 'variantPublicId', 'deltaOnHand', 'deltaReserved', 'reason', 'reference', 'note', 'actor'] },
    },
    create: {
      dto: PanelAdjustmentDto,
      input: (p) => ({ variantPublicId: text(p.variantPublicId), delta: panelForm.int(p.delta), reason: text(p.reason), note: text(p.note) }),
      run: async (dto: PanelAdjustmentDto) => {
        const { variantPublicId, ...adjustment } = dto;
        const { movement } = await products.inventory.adjust(await productOfVariant(variantPublicId), variantPublicId, adjustment);
        return (await movementReads.findMany([movement.id]))[0]!;
      },
    },
    errorFields: { PRODUCT_VARIANT_NOT_FOUND: 'variantPublicId', INVENTORY_NEGATIVE: 'delta', INVENTORY_BELOW_RESERVED: 'delta' },
  });
}
