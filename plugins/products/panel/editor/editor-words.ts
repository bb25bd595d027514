import type { ValidationError } from 'class-validator';
import { AppError } from '../../../../core/http/app-error.js';
import { flattenValidationErrors } from '../../../../core/http/validation-details.js';
import { rupees } from '../../../../core/panel/rupees.js';
import type { AdjustmentReason } from '../../dto/inventory.dto.js';

/*
 * The product editor's refusals in words, each beside the field it is about. A field is named by its path in the
 * editor's form: `general.sku`, `options.1.values`, `variants.<row key>.sellingPrice`, `media.2.alt`, `tags`...
 * The words are the DTOs' and the services' own, with the property's name replaced by the field's label
 * ("sku must be shorter..." -> "SKU must be shorter..."); error codes never reach the page.
 */

/** How the editor words the reasons the stock ledger accepts for a manual move (and nothing else). */
export const REASON_LABELS: Record<AdjustmentReason, string> = {
  receipt: 'Stock received',
  adjustment: 'Adjustment (damaged, lost, found)',
  correction: 'Correction (after a count)',
};

/** Field path -> what is wrong with it, in words. */
export type FieldErrors = Record<string, string>;

/** Where a refusal of the product update names its field on the page: specifications stay, the rest are general fields. */
export const generalField = (field: string): string => (field.startsWith('specifications') ? field : `general.${field}`);

/** Where a refusal of the media names its field: an image's alt text beside that image, else the media block. */
export const mediaField = (field: string): string => (/^gallery\.\d+\.alt$/.test(field) ? `media.${field.split('.')[1]}.alt` : 'media');

/** The labels the editor shows its fields with, by property name. */
const LABELS: Record<string, string> = {
  name: 'Name',
  slug: 'Slug',
  sku: 'SKU',
  shortDescription: 'Short description',
  description: 'Description',
  categoryPublicId: 'Category',
  brandPublicId: 'Brand',
  brandSeriesPublicId: 'Series',
  group: 'Group',
  value: 'Value',
  values: 'Values',
  options: 'Options',
  mrp: 'MRP',
  sellingPrice: 'Selling price',
  lowStockThreshold: 'Low-stock threshold',
  isTracked: 'Tracked',
  isDefault: 'Default',
  status: 'Active',
  position: 'Position',
  delta: 'Stock change',
  reason: 'Reason',
  note: 'Note',
  alt: 'Alt text',
  key: 'Image',
  thumbnailKey: 'Thumbnail',
  thumbnailAlt: 'Thumbnail alt text',
  gallery: 'Images',
  tagPublicIds: 'Tags',
  seoId: 'SEO record',
  featured: 'Featured',
  trending: 'Trending',
  bestSeller: 'Best seller',
  newArrival: 'New arrival',
  version: 'Version',
};

const AMOUNTS = new Set(['mrp', 'sellingPrice']);

/**
 * "sku must be shorter than ..." -> "SKU must be shorter than ..." (the message names the last segment of the path);
 * an amount's bound in rupees, as the page takes it ("must not be greater than 99" in paisa -> "Rs 0.99").
 */
export function worded(path: string, message: string): string {
  const prop = path.split('.').pop() ?? path;
  const label = LABELS[prop];
  if (!label) return message;
  const text = AMOUNTS.has(prop) ? message.replace(/(than|least|most) (-?\d+)$/, (_all, word, n) => `${word} ${rupees(Number(n))}`) : message;
  if (text.startsWith(`${prop} `)) return `${label}${text.slice(prop.length)}`;
  return text;
}

/** class-validator's problems under `prefix`, one message per field: `at` maps a DTO path to the editor's field path. */
export function validationErrors(errors: ValidationError[], at: (dtoPath: string) => string): FieldErrors {
  const out: FieldErrors = {};
  for (const { field, problems } of flattenValidationErrors(errors)) {
    const path = at(field);
    if (!(path in out)) out[path] = worded(field, problems[0] ?? `${field} is not valid`);
  }
  return out;
}

/** A service's VALIDATION_FAILED details (`[{ field, problems }]`) as field errors, through `at`. */
export function detailErrors(e: AppError, at: (field: string) => string): FieldErrors | undefined {
  if (!Array.isArray(e.details)) return undefined;
  const out: FieldErrors = {};
  for (const d of e.details as Array<{ field?: unknown; problems?: unknown }>) {
    if (typeof d?.field !== 'string' || !Array.isArray(d.problems)) continue;
    const path = at(d.field);
    if (!(path in out)) out[path] = worded(d.field, d.problems.map(String).join('; '));
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * A service refused one step of a save: `field` names where the page shows it, by error code (else `fallback`),
 * and `details` maps the fields a validation refusal names.
 */
export interface StepPlace {
  fallback: string;
  byCode?: Record<string, string>;
  details?: (field: string) => string;
}

/** A step's refusal, carried out of the save's transaction (which it rolls back). */
export class StepRefusal extends Error {
  constructor(
    readonly error: AppError,
    readonly place: StepPlace,
  ) {
    super(error.message);
  }

  fields(): FieldErrors {
    const { error, place } = this;
    const byDetails = place.details ? detailErrors(error, place.details) : undefined;
    if (byDetails) return byDetails;
    const field = place.byCode?.[error.errorCode] ?? place.fallback;
    return { [field]: error.message };
  }
}

/** Runs a service call of the save; a rule it refuses becomes a StepRefusal placed as `place` says. */
export async function step<T>(place: StepPlace, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof AppError) throw new StepRefusal(e, place);
    throw e;
  }
}
