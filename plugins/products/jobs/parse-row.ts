import { createHash } from 'node:crypto';
import { SLUG_PATTERN } from '../../../core/db/slugs/slug-registry.js';
import { tabularJobs } from '../../catalog/index.js';
import { PRODUCT_STATUSES, STOCK_STATUSES, type ProductStatus, type StockStatus } from '../entities/product.entity.js';
import { OPTION_SLOTS, PRODUCT_FIELD_COLUMNS, TAG_SEPARATOR } from './columns.js';
import { ProductRowError as R } from './errors.js';
import { MAX_MONEY } from '../../../core/db/money.js';
import { PRODUCT_LIMITS as L } from '../limits.js';

type RowReader = tabularJobs.RowReader;

/** A product's columns as read from its first row; null is a blank cell (unchanged, or the default for a new product). */
export interface ProductFields {
  name: string | null;
  categorySlug: string | null;
  brandSlug: string | null;
  seriesSlug: string | null;
  status: ProductStatus | null;
  stockStatus: StockStatus | null;
  shortDescription: string | null;
  description: string | null;
  tags: string[] | null;
  featured: boolean | null;
  trending: boolean | null;
  bestSeller: boolean | null;
  newArrival: boolean | null;
}

/** A variant's columns; option names and values in slot order. */
export interface VariantFields {
  sku: string | null;
  name: string | null;
  isDefault: boolean;
  optionNames: string[];
  optionValues: string[];
  mrp: number | null;
  sellingPrice: number | null;
  isTracked: boolean | null;
  onHand: number | null;
}

export const readRow = (row: tabularJobs.SheetRow, index: tabularJobs.ColumnIndex) => new tabularJobs.RowReader(row, index, R);

export function productSlugOf(r: RowReader): string | null {
  return r.slug('productSlug', L.slugMax, true);
}

/**
 * The product cells of a row, fingerprinted: null when they are all blank (a continuation row of its
 * product), else a digest the product's later rows must match.
 */
export function productSignature(r: RowReader): string | null {
  const cells = PRODUCT_FIELD_COLUMNS.map((c) => r.cell(c) ?? '');
  if (cells.every((c) => c === '')) return null;
  return createHash('sha1').update(cells.join('\u0000')).digest('base64');
}

export function parseProductFields(r: RowReader): ProductFields {
  return {
    name: r.text('name', { min: 1, max: L.nameMax }),
    categorySlug: r.slug('categorySlug', L.slugMax),
    brandSlug: r.slug('brandSlug', L.slugMax),
    seriesSlug: r.slug('seriesSlug', L.slugMax),
    status: r.choice('status', PRODUCT_STATUSES),
    stockStatus: r.choice('stockStatus', STOCK_STATUSES),
    shortDescription: r.text('shortDescription', { max: L.shortDescriptionMax }),
    description: r.text('description', { max: L.descriptionMax }),
    tags: tagsOf(r),
    featured: r.boolean('featured', null),
    trending: r.boolean('trending', null),
    bestSeller: r.boolean('bestSeller', null),
    newArrival: r.boolean('newArrival', null),
  };
}

/** `a|b|c`: tag slugs in order, repeats dropped, at most 25. */
function tagsOf(r: RowReader): string[] | null {
  const cell = r.cell('tags');
  if (cell === null) return null;
  const slugs = [...new Set(cell.split(TAG_SEPARATOR).map((s) => s.trim()))];
  if (slugs.some((s) => !SLUG_PATTERN.test(s))) r.fail('tags', R.SLUG_INVALID, `tags must be tag slugs separated by "${TAG_SEPARATOR}"`);
  if (slugs.length > L.tags) r.fail('tags', R.TAGS_TOO_MANY, `A product has at most ${L.tags} tags`);
  return slugs;
}

export function parseVariantFields(r: RowReader): VariantFields {
  const fields: VariantFields = {
    sku: r.text('variantSku', { max: L.skuMax }),
    name: r.text('variantName', { max: L.nameMax }),
    isDefault: r.boolean('isDefault', false),
    optionNames: [],
    optionValues: [],
    mrp: r.integer('mrp', null, { max: MAX_MONEY, required: true }),
    sellingPrice: r.integer('sellingPrice', null, { max: MAX_MONEY, required: true }),
    isTracked: r.boolean('isTracked', null),
    onHand: r.integer('onHand', null),
  };
  readOptions(r, fields);
  if (fields.mrp !== null && fields.sellingPrice !== null && fields.sellingPrice > fields.mrp) {
    r.fail('sellingPrice', R.PRICE_INVALID, 'sellingPrice cannot be above mrp');
  }
  r.checkNoExtraCells();
  return fields;
}

/** Option slots fill from 1 without a gap; a name needs its value and a value its name; names differ (any case). */
function readOptions(r: RowReader, into: VariantFields): void {
  let gap = false;
  for (const n of OPTION_SLOTS) {
    const name = r.text(`option${n}Name`, { max: L.optionTextMax });
    const value = r.text(`option${n}Value`, { max: L.optionTextMax });
    if (name === null && value === null) {
      gap = true;
      continue;
    }
    if (name === null || value === null) {
      r.fail(name === null ? `option${n}Name` : `option${n}Value`, R.OPTIONS_INVALID, `option${n}Name and option${n}Value go together`);
    } else if (gap) {
      r.fail(`option${n}Name`, R.OPTIONS_INVALID, `option${n} is given while an earlier option slot is blank`);
    } else if (into.optionNames.some((o) => o.toLowerCase() === name.toLowerCase())) {
      r.fail(`option${n}Name`, R.OPTIONS_INVALID, `The option "${name}" appears twice`);
    } else {
      into.optionNames.push(name);
      into.optionValues.push(value);
    }
  }
}
