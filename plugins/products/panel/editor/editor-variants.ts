import type { UpdateVariantDto } from '../../dto/variant.dto.js';
import type { ProductOption } from '../../entities/product.entity.js';
import type { AdminProductView, AdminVariantView } from '../../mappers.js';
import { products } from '../../products-context.js';
import { comboKey, variantNameOf } from '../../variant-options.js';
import type { CheckedRow } from './editor-checks.js';
import { step } from './editor-words.js';

/*
 * The variants table and the options saved through the variant service, inside the editor's transaction (the
 * product is locked by then, so no call carries the version). A row edits the live variant it names; a new row
 * whose combination an unnamed live variant already has takes that variant (so generating variants never makes a
 * second one of a combination, and the default variant a new product starts with becomes its first combination);
 * a live variant no row names is deleted. Options change in two steps when values are renamed or removed: first
 * with the values the live variants still use, then as asked once the rows have moved to their new values.
 */

type Live = AdminVariantView;

/** The combination a live variant has once `options` replace the product's (the options service's rule). */
function futureCombo(v: Live, options: ProductOption[]): Record<string, string> {
  const combo: Record<string, string> = {};
  for (const o of options) combo[o.name] = v.options[o.name] ?? o.values[0]!;
  return combo;
}

const optionsText = (list: ProductOption[]) => JSON.stringify(list.map((o) => [o.name, o.values]));
const sameOptions = (a: ProductOption[], b: ProductOption[]) => optionsText(a) === optionsText(b);

/** Which live variant each row edits (by its id, else by its combination) and which live variants go. */
function matchRows(rows: CheckedRow[], live: Live[], options: ProductOption[]): { variantOf: Map<string, Live>; removed: Live[] } {
  const byId = new Map(live.map((v) => [v.publicId, v]));
  const variantOf = new Map<string, Live>();
  for (const r of rows) {
    const v = r.id ? byId.get(r.id) : undefined;
    if (v) variantOf.set(r.key, v);
  }
  const taken = new Set([...variantOf.values()].map((v) => v.publicId));
  for (const r of rows) {
    if (variantOf.has(r.key)) continue;
    const key = comboKey(r.fields.options ?? {}, options);
    const v = live.find((l) => !taken.has(l.publicId) && comboKey(futureCombo(l, options), options) === key);
    if (v) {
      variantOf.set(r.key, v);
      taken.add(v.publicId);
    }
  }
  return { variantOf, removed: live.filter((v) => !taken.has(v.publicId)) };
}

/** The options with, besides the asked values, those the variants that stay live meanwhile still use. */
function transitional(options: ProductOption[], staying: Live[]): ProductOption[] {
  return options.map((o) => {
    const used = staying.map((v) => v.options[o.name]).filter((x): x is string => x !== undefined && !o.values.includes(x));
    return { name: o.name, values: [...o.values, ...new Set(used)] };
  });
}

/** What a row changes of its live variant (nothing: an empty patch). */
function patchOf(row: CheckedRow, v: Live, position: number, options: ProductOption[]): UpdateVariantDto {
  const f = row.fields;
  const name = f.name ?? variantNameOf(f.options ?? {}, options);
  const patch: UpdateVariantDto = {};
  if (name !== v.name) patch.name = name;
  if ((f.sku ?? null) !== v.sku) patch.sku = f.sku ?? null;
  if (f.mrp !== v.mrp) patch.mrp = f.mrp;
  if (f.sellingPrice !== v.sellingPrice) patch.sellingPrice = f.sellingPrice;
  if (f.isTracked !== v.isTracked) patch.isTracked = f.isTracked;
  if (f.lowStockThreshold !== v.lowStockThreshold) patch.lowStockThreshold = f.lowStockThreshold;
  if (f.status !== v.status) patch.status = f.status;
  if (position !== v.position) patch.position = position;
  if (options.length && comboKey(f.options ?? {}, options) !== comboKey(v.options, options)) patch.options = f.options;
  return patch;
}

const rowPlace = (key: string) => ({
  fallback: `variants.${key}`,
  byCode: {
    PRODUCT_SKU_ALREADY_EXISTS: `variants.${key}.sku`,
    PRODUCT_PRICE_INVALID: `variants.${key}.sellingPrice`,
    PRODUCT_VARIANT_OPTIONS_CONFLICT: `variants.${key}.options`,
    PRODUCT_DEFAULT_VARIANT_REQUIRED: `variants.${key}.active`,
    PRODUCT_VARIANT_LIMIT_EXCEEDED: 'variants',
  },
  details: (field: string) => `variants.${key}.${field}`,
});
const OPTIONS_PLACE = { fallback: 'options', details: (field: string) => field.replace(/\[(\d+)\]/g, '.$1') };
const REMOVE_PLACE = { fallback: 'variants' };

/** Saves the options and the table; answers the variant each row now is (its public id, by row key). */
export async function saveVariants(id: string, current: AdminProductView, asked: ProductOption[] | undefined, rows: CheckedRow[] | undefined) {
  const options = asked ?? current.options;
  const ids = new Map<string, string>();
  if (!rows) {
    if (asked && !sameOptions(asked, current.options)) await step(OPTIONS_PLACE, () => products.variants.putOptions(id, { options: asked }));
    return ids;
  }
  const { variantOf, removed } = matchRows(rows, current.variants, options);
  const defaultRow = rows.find((r) => r.fields.isDefault)!;
  const newDefault = variantOf.get(defaultRow.key);
  if (newDefault && !newDefault.isDefault) await step(rowPlace(defaultRow.key), () => products.variants.update(id, newDefault.publicId, { isDefault: true }));
  const oldDefault = removed.find((v) => v.isDefault && !newDefault);
  for (const v of removed) if (v !== oldDefault) await step(REMOVE_PLACE, () => products.variants.remove(id, v.publicId));
  const staying = current.variants.filter((v) => !removed.includes(v) || v === oldDefault);
  const first = transitional(options, staying);
  if (!sameOptions(first, current.options)) await step(OPTIONS_PLACE, () => products.variants.putOptions(id, { options: first }));
  for (const [position, row] of rows.entries()) {
    const v = variantOf.get(row.key);
    if (!v) continue;
    ids.set(row.key, v.publicId);
    const patch = patchOf(row, { ...v, options: futureCombo(v, first) }, position, first);
    if (Object.keys(patch).length) await step(rowPlace(row.key), () => products.variants.update(id, v.publicId, patch));
  }
  for (const [position, row] of rows.entries()) {
    if (variantOf.has(row.key)) continue;
    const { name, ...fields } = row.fields;
    const body = { ...fields, name: name ?? variantNameOf(fields.options ?? {}, options), position, isDefault: fields.isDefault === true };
    const created = await step(rowPlace(row.key), () => products.variants.create(id, body));
    ids.set(row.key, created.publicId);
  }
  if (oldDefault) await step(REMOVE_PLACE, () => products.variants.remove(id, oldDefault.publicId));
  if (!sameOptions(first, options)) await step(OPTIONS_PLACE, () => products.variants.putOptions(id, { options }));
  return ids;
}

/** The stock moves of the rows, through the ledger (inventory service), once every row is a variant. */
export async function saveStock(id: string, rows: CheckedRow[] | undefined, ids: Map<string, string>): Promise<void> {
  for (const row of rows ?? []) {
    const variantId = ids.get(row.key);
    if (!row.stock || !variantId) continue;
    await step({ fallback: `variants.${row.key}.stock`, details: (f) => `variants.${row.key}.${f === 'reason' ? 'reason' : 'stock'}` }, () =>
      products.inventory.adjust(id, variantId, row.stock!),
    );
  }
}
