import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { parseRupees } from '../../../../core/panel/money-text.js';
import { ADJUSTMENT_REASONS, AdjustmentDto } from '../../dto/inventory.dto.js';
import { DiscoveryDto, MediaDto, ProductSeoDto } from '../../dto/facets.dto.js';
import { UpdateProductDto } from '../../dto/product.dto.js';
import { CreateVariantDto, PutOptionsDto, UpdateVariantDto } from '../../dto/variant.dto.js';
import type { ProductOption, ProductStatus } from '../../entities/product.entity.js';
import { PRODUCT_LIMITS } from '../../limits.js';
import type { EditorCommand, EditorVariantRow } from './editor-command.js';
import { generalField, mediaField, REASON_LABELS, validationErrors, type FieldErrors } from './editor-words.js';

/*
 * The editor's command checked before anything is written: every part as the route's DTO would take it (the same
 * classes, so the same rules), amounts converted from rupees, and the table's own rules (one default, no SKU twice).
 * Every problem is collected, each beside its field; nothing is saved while there is one.
 */

/** A variants table row as the services take it. */
export interface CheckedRow {
  key: string;
  id: string | null;
  /** the values the row asks for; a blank name is derived from the options when saved */
  fields: UpdateVariantDto & { mrp: number; sellingPrice: number };
  stock?: AdjustmentDto;
}

export interface CheckedCommand {
  version?: number;
  general?: UpdateProductDto;
  options?: ProductOption[];
  rows?: CheckedRow[];
  media?: MediaDto;
  tags?: { ids: Array<string | null>; newNames: Array<string | null> };
  flags?: DiscoveryDto;
  seo?: { seoId: string | null };
  then?: ProductStatus;
}

const VALIDATE = { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true, validationError: { target: false, value: false } };

/** `plain` as `Dto` validated like a route body; its problems go to `errors` through `at`. */
async function checked<T extends object>(Dto: new () => T, plain: object, errors: FieldErrors, at: (path: string) => string): Promise<T> {
  const dto = plainToInstance(Dto, plain);
  Object.assign(errors, validationErrors(await validate(dto, VALIDATE), at));
  return dto;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const text = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? v : String(v));

const GENERAL_FIELDS = ['name', 'slug', 'sku', 'shortDescription', 'description', 'categoryPublicId', 'brandPublicId', 'brandSeriesPublicId'] as const;
/** blank clears these (null); a blank slug leaves the slug as it is */
const CLEARABLE = new Set(['sku', 'shortDescription', 'description', 'brandPublicId', 'brandSeriesPublicId']);

async function checkGeneral(cmd: EditorCommand, errors: FieldErrors): Promise<UpdateProductDto | undefined> {
  if (!cmd.general && !cmd.specifications) return undefined;
  const plain: Record<string, unknown> = {};
  for (const field of GENERAL_FIELDS) {
    if (!cmd.general || !(field in cmd.general)) continue;
    const v = text(cmd.general[field]);
    if (blank(v) && field === 'categoryPublicId') errors['general.categoryPublicId'] = 'Pick the category the product is listed under';
    else if (blank(v) && field === 'name') errors['general.name'] = 'Give the product a name';
    else if (blank(v) && field === 'slug') continue;
    else plain[field] = blank(v) && CLEARABLE.has(field) ? null : v;
  }
  if (cmd.specifications) plain.specifications = cmd.specifications;
  return checked(UpdateProductDto, plain, errors, generalField);
}

/** The options as typed: names and values trimmed, blank values and blank options (no name, no values) left out. */
async function checkOptions(cmd: EditorCommand, errors: FieldErrors): Promise<ProductOption[] | undefined> {
  if (!cmd.options) return undefined;
  const options = cmd.options
    .map((o) => ({
      name: typeof o.name === 'string' ? o.name.trim() : o.name,
      values: Array.isArray(o.values) ? o.values.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : o.values,
    }))
    .filter((o) => !(o.name === '' && Array.isArray(o.values) && o.values.length === 0));
  cmd.options.forEach((o, i) => {
    if (blank(o.name) && Array.isArray(o.values) && o.values.some((v) => !blank(v))) errors[`options.${i}.name`] = 'Name the option (e.g. Colour)';
  });
  const dto = await checked(PutOptionsDto, { options }, errors, (p) => p);
  return dto.options as ProductOption[];
}

/** Rupees as typed, in paisa; a problem is kept beside the field. */
function amount(row: EditorVariantRow, field: 'mrp' | 'sellingPrice', errors: FieldErrors): number {
  const label = field === 'mrp' ? 'MRP' : 'Selling price';
  const at = `variants.${row.key}.${field}`;
  if (blank(row[field])) {
    errors[at] = `${label} is required: type it in rupees, e.g. 12,999.50`;
    return 0;
  }
  const parsed = parseRupees(String(row[field]));
  if (parsed.ok) return parsed.value;
  errors[at] = `${label} ${parsed.problem}`;
  return 0;
}

function wholeNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  const s = String(v ?? '').trim();
  return /^[+-]?\d+$/.test(s) ? Number(s) : Number.NaN;
}

async function checkRow(row: EditorVariantRow, errors: FieldErrors): Promise<CheckedRow> {
  const at = (p: string) => `variants.${row.key}.${p === 'status' ? 'active' : p.split('.')[0]}`;
  const plain = {
    name: blank(row.name) ? null : text(row.name),
    sku: blank(row.sku) ? null : text(row.sku),
    options: row.options ?? {},
    mrp: amount(row, 'mrp', errors),
    sellingPrice: amount(row, 'sellingPrice', errors),
    isTracked: row.isTracked ?? true,
    lowStockThreshold: blank(row.lowStockThreshold) ? 0 : wholeNumber(row.lowStockThreshold),
    isDefault: row.isDefault === true,
    status: row.active === false ? 'withdrawn' : 'active',
  };
  const Dto = row.id ? UpdateVariantDto : CreateVariantDto;
  const fields = (await checked<UpdateVariantDto>(Dto, plain, errors, at)) as CheckedRow['fields'];
  const out: CheckedRow = { key: row.key, id: row.id ?? null, fields };
  const delta = blank(row.stock?.delta) ? 0 : wholeNumber(row.stock?.delta);
  if (delta !== 0) {
    const move = { delta, reason: row.stock?.reason, ...(blank(row.stock?.note) ? {} : { note: row.stock?.note }) };
    out.stock = await checked(AdjustmentDto, move, errors, (p) => `variants.${row.key}.${p === 'reason' ? 'reason' : 'stock'}`);
    if (!(ADJUSTMENT_REASONS as readonly unknown[]).includes(move.reason)) {
      errors[`variants.${row.key}.reason`] = `Pick why the stock changes: ${Object.values(REASON_LABELS).join(', ')}`;
    }
  }
  return out;
}

/** The table's own rules: at least one row, one default, at most the live variants a product may have, no SKU twice. */
function checkTable(rows: EditorVariantRow[], errors: FieldErrors): void {
  if (!rows.length) errors.variants = 'A product has at least one variant';
  if (rows.length > PRODUCT_LIMITS.variants) errors.variants = `A product has at most ${PRODUCT_LIMITS.variants} variants`;
  if (rows.length && rows.filter((r) => r.isDefault === true).length !== 1) errors.variants = 'Pick one default variant (the one shown first)';
  const bySku = new Map<string, string[]>();
  for (const r of rows) if (!blank(r.sku)) bySku.set(String(r.sku).trim().toLowerCase(), [...(bySku.get(String(r.sku).trim().toLowerCase()) ?? []), r.key]);
  for (const keys of bySku.values()) {
    if (keys.length > 1) for (const k of keys) errors[`variants.${k}.sku`] = 'Another variant in this table has this SKU';
  }
}

async function checkMedia(cmd: EditorCommand, errors: FieldErrors): Promise<MediaDto | undefined> {
  if (!cmd.media) return undefined;
  const gallery = (cmd.media.gallery ?? []).map((g, order) => ({ key: g.key, alt: blank(g.alt) ? null : g.alt, order }));
  const plain = { gallery, thumbnailKey: cmd.media.thumbnailKey ?? null, thumbnailAlt: blank(cmd.media.thumbnailAlt) ? null : cmd.media.thumbnailAlt };
  return checked(MediaDto, plain, errors, mediaField);
}

function checkTags(cmd: EditorCommand, errors: FieldErrors): CheckedCommand['tags'] {
  if (!cmd.tags) return undefined;
  if (cmd.tags.length > PRODUCT_LIMITS.tags) errors.tags = `A product has at most ${PRODUCT_LIMITS.tags} tags`;
  const ids = cmd.tags.map((t) => (typeof t.id === 'string' && t.id ? t.id : null));
  const newNames = cmd.tags.map((t, i) => (ids[i] ? null : typeof t.name === 'string' ? t.name.trim() : ''));
  for (const name of newNames) {
    if (name !== null && (name.length < 2 || name.length > 150)) errors.tags = `A new tag's name has 2 to 150 characters ("${name}" does not)`;
  }
  return { ids, newNames };
}

/** The command checked part by part; `errors` holds every problem found (nothing may be saved when it has one). */
export async function checkCommand(cmd: EditorCommand): Promise<{ checked: CheckedCommand; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const out: CheckedCommand = { version: cmd.version, then: cmd.then };
  out.general = await checkGeneral(cmd, errors);
  out.options = await checkOptions(cmd, errors);
  if (cmd.variants) {
    checkTable(cmd.variants, errors);
    out.rows = [];
    for (const row of cmd.variants) out.rows.push(await checkRow(row, errors));
  }
  out.media = await checkMedia(cmd, errors);
  out.tags = checkTags(cmd, errors);
  if (cmd.flags) out.flags = await checked(DiscoveryDto, cmd.flags, errors, () => 'flags');
  if (cmd.seoId !== undefined) out.seo = await checked(ProductSeoDto, { seoId: cmd.seoId }, errors, () => 'seo');
  return { checked: out, errors };
}
