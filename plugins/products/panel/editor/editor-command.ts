import { decodeJson } from '../../../../core/http/decoded-json.js';
import { invalidField } from '../../../../core/http/app-error.js';
import { PRODUCT_STATUSES, type ProductStatus } from '../../entities/product.entity.js';

/*
 * What the product editor's page sends when it saves: the product's version it read, and each part the
 * merchandiser changed (an absent part stays as it is). Amounts are the rupees as typed ("12,999.50"); the server
 * converts them (core/panel/money-text.ts), as the panel's money fields do.
 */

export interface EditorVariantRow {
  /** the row's key on the page: the variant's public id, or a key of the page's own for a new row */
  key: string;
  /** the live variant the row edits; absent for a new row */
  id?: string | null;
  name?: string | null;
  sku?: string | null;
  /** { option name: value } for every option of the product */
  options?: Record<string, string>;
  mrp?: string;
  sellingPrice?: string;
  isTracked?: boolean;
  lowStockThreshold?: string | number;
  isDefault?: boolean;
  active?: boolean;
  /** a stock move through the ledger: units added (or removed, negative) and its reason */
  stock?: { delta?: string | number; reason?: string; note?: string };
}

export interface EditorCommand {
  /** the version the page read; absent only when the page has never read the product (not sent by the editor) */
  version?: number;
  general?: Record<string, unknown>;
  specifications?: Array<Record<string, unknown>>;
  options?: Array<{ name?: unknown; values?: unknown }>;
  /** the whole variants table, in its order */
  variants?: EditorVariantRow[];
  media?: { gallery?: Array<{ key?: unknown; alt?: unknown }>; thumbnailKey?: string | null; thumbnailAlt?: string | null };
  /** picked tags by id, new ones by name (created through the catalog's tag service) */
  tags?: Array<{ id?: string; name?: string }>;
  flags?: Record<string, unknown>;
  seoId?: string | null;
  /** a lifecycle move made after the save, in the same transaction */
  then?: ProductStatus;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isList = (v: unknown): v is unknown[] => Array.isArray(v);

/** The parts and their expected kind: a malformed envelope is the page's bug, refused as a whole. */
const PARTS: Record<string, (v: unknown) => boolean> = {
  version: (v) => Number.isSafeInteger(v),
  general: isObject,
  specifications: (v) => isList(v) && v.every(isObject),
  options: (v) => isList(v) && v.every(isObject),
  variants: (v) => isList(v) && v.every((r) => isObject(r) && typeof r.key === 'string' && r.key.length > 0 && r.key.length <= 100),
  media: (v) => isObject(v) && (v.gallery === undefined || (isList(v.gallery) && v.gallery.every(isObject))),
  tags: (v) => isList(v) && v.every(isObject),
  flags: isObject,
  seoId: (v) => v === null || typeof v === 'string',
  then: (v) => typeof v === 'string' && (PRODUCT_STATUSES as readonly string[]).includes(v),
};

/** The command text the page posted, parsed and its envelope checked (400 VALIDATION_FAILED on `command` otherwise). */
export function parseCommand(text: unknown): EditorCommand {
  if (typeof text !== 'string') throw invalidField('command', 'command must be the editor form as JSON text');
  const decoded = decodeJson(text);
  if (!decoded.ok) throw invalidField('command', `command ${decoded.problem}`);
  const value = decoded.value;
  if (!isObject(value)) throw invalidField('command', 'command must be a JSON object');
  for (const [key, part] of Object.entries(value)) {
    const check = PARTS[key];
    if (!check) throw invalidField('command', `command has no part "${key}"`);
    if (part !== undefined && !check(part)) throw invalidField('command', `command.${key} is not of the expected shape`);
  }
  const keys = (value.variants as EditorVariantRow[] | undefined)?.map((r) => r.key) ?? [];
  if (new Set(keys).size !== keys.length) throw invalidField('command', 'command.variants has two rows with one key');
  return value as EditorCommand;
}
