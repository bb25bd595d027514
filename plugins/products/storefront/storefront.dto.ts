import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { MAX_MONEY } from '../../../core/db/money.js';
import { SLUG_PATTERN } from '../../../core/db/slugs/slug-registry.js';
import { ToBoolean, ToInt } from '../../../core/http/transforms.js';
import { Optional, Trim } from '../../../core/http/validators.js';
import { STOCK_STATUSES } from '../entities/product.entity.js';

export const LIST_SORTS = ['newest', 'priceAsc', 'priceDesc', 'discount'] as const;
export const SEARCH_SORTS = [...LIST_SORTS, 'relevance'] as const;
export type ProductSort = (typeof SEARCH_SORTS)[number];
export const FEEDS = ['featured', 'trending', 'best-sellers', 'new-arrivals', 'deals'] as const;
export type Feed = (typeof FEEDS)[number];

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
const SLUG_MAX = 260;

/** `tags[]=a&tags[]=b`, `tags=a` or `tags=a,b`: a list. Anything else stays as sent (and fails IsArray). */
function ToList() {
  const split = (v: unknown) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [v];
  return Transform(({ value }) => (typeof value === 'string' ? split(value) : Array.isArray(value) ? value.flatMap(split) : value));
}

function Slug(): PropertyDecorator {
  return (target, key) => {
    Optional()(target, key);
    IsString()(target, key);
    MaxLength(SLUG_MAX)(target, key);
    Matches(SLUG_PATTERN, { message: `${String(key)} must be a slug (lowercase letters and digits separated by single hyphens)` })(target, key);
  };
}

/** Cursor paging: `limit` 1..100 (above: 400 PAGINATION_LIMIT_TOO_LARGE), an opaque `cursor`. */
export class ProductPageQuery {
  @Optional()
  @IsString()
  @MaxLength(512)
  cursor?: string;

  /** above 100: 400 PAGINATION_LIMIT_TOO_LARGE (checked by the service) */
  @Optional()
  @ToInt()
  @IsInt()
  @Min(1)
  limit?: number;
}

/** The filters of list and search (spec 02, "Products - storefront"). */
abstract class ProductFilterQuery extends ProductPageQuery {
  /** the category's whole visible subtree */
  @Slug()
  categorySlug?: string;

  @Slug()
  brandSlug?: string;

  @Slug()
  seriesSlug?: string;

  /** tag slugs: a product with any of them */
  @Optional()
  @ToList()
  @IsArray()
  @ArrayMaxSize(25)
  @IsString({ each: true })
  @MaxLength(SLUG_MAX, { each: true })
  @Matches(SLUG_PATTERN, { each: true, message: 'each tag must be a slug' })
  tags?: string[];

  @Optional()
  @ToList()
  @IsArray()
  @ArrayMaxSize(STOCK_STATUSES.length)
  @IsIn(STOCK_STATUSES, { each: true })
  stockStatus?: string[];

  /** compared with the card's pricing.sellingPrice, inclusive */
  @Optional()
  @ToInt()
  @IsInt()
  @Min(0)
  @Max(MAX_MONEY)
  minPrice?: number;

  @Optional()
  @ToInt()
  @IsInt()
  @Min(0)
  @Max(MAX_MONEY)
  maxPrice?: number;

  /** a catalogue markdown (sellingPrice < mrp) or a live deal */
  @Optional()
  @ToBoolean()
  @IsBoolean()
  onSale?: boolean;

  @Optional()
  @ToBoolean()
  @IsBoolean()
  featured?: boolean;

  @Optional()
  @ToBoolean()
  @IsBoolean()
  trending?: boolean;

  @Optional()
  @ToBoolean()
  @IsBoolean()
  bestSeller?: boolean;

  @Optional()
  @ToBoolean()
  @IsBoolean()
  newArrival?: boolean;

  /** name, SKU, brand and category names; case and accents ignored */
  @Optional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  q?: string;
}

export class StorefrontProductListQuery extends ProductFilterQuery {
  @Optional()
  @IsIn(LIST_SORTS)
  sort?: string;
}

export class ProductSearchQuery extends ProductFilterQuery {
  /** default relevance when q is given, else newest */
  @Optional()
  @IsIn(SEARCH_SORTS)
  sort?: string;
}

export class ProductSuggestionQuery {
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  q: string;

  /** only products in this category's visible subtree */
  @Slug()
  categorySlug?: string;
}

/** Feeds take only cursor and limit. */
export class ProductFeedQuery extends ProductPageQuery {}

export type ProductFilters = Omit<ProductSearchQuery, 'cursor' | 'limit'>;

// ---- the ready-read validator of list and search (core/http/ready-read.ts) ----
// It takes only the plainest spelling of each field (one string each, no spaces around, no leading zeros) and
// refuses everything else, which then goes to the DTOs above: whatever it takes, they take too and give the same
// values, so a cached answer is found under the key the route itself stores it under.

const SLUG = SLUG_PATTERN.source.slice(1, -1);
const slugField = { type: 'string', maxLength: SLUG_MAX, pattern: `^${SLUG}$` };
const listOf = (item: string, max: number) => ({ type: 'string', maxLength: SLUG_MAX, pattern: `^${item}(?:,${item}){0,${max - 1}}$` });
const BOOLEAN_TEXT = { type: 'string', enum: ['true', 'false', '1', '0'] };
/** a whole number without leading zeros, of at most 15 digits (below MAX_MONEY) */
const MONEY_TEXT = { type: 'string', pattern: '^(?:0|[1-9][0-9]{0,14})$' };
const BOOLEAN_FIELDS = ['onSale', 'featured', 'trending', 'bestSeller', 'newArrival'] as const;
const INT_FIELDS = ['limit', 'minPrice', 'maxPrice'] as const;
const LIST_FIELDS = ['tags', 'stockStatus'] as const;

function readyQuerySchema(sorts: readonly string[]) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      cursor: { type: 'string', minLength: 1, maxLength: 512 },
      limit: { type: 'string', pattern: '^(?:[1-9][0-9]?|100)$' },
      categorySlug: slugField,
      brandSlug: slugField,
      seriesSlug: slugField,
      tags: listOf(SLUG, 25),
      stockStatus: listOf(`(?:${STOCK_STATUSES.join('|')})`, STOCK_STATUSES.length),
      minPrice: MONEY_TEXT,
      maxPrice: MONEY_TEXT,
      ...Object.fromEntries(BOOLEAN_FIELDS.map((f) => [f, BOOLEAN_TEXT])),
      // as Trim then MinLength(1)/MaxLength(100) see it: nothing to trim, one character that counts (not a variation selector)
      q: { type: 'string', maxLength: 100, pattern: '^(?=[\\s\\S]*[^\\s\\uFE0E\\uFE0F])\\S(?:[\\s\\S]*\\S)?$' },
      sort: { type: 'string', enum: [...sorts] },
    },
  };
}

export const LIST_READY_QUERY = readyQuerySchema(LIST_SORTS);
export const SEARCH_READY_QUERY = readyQuerySchema(SEARCH_SORTS);

/** A query the ready-read validator passed, with the values the DTO's transforms would give. */
export function readyQueryValues(raw: Record<string, unknown>): ProductSearchQuery {
  const q: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(raw)) {
    const text = value as string;
    if ((INT_FIELDS as readonly string[]).includes(field)) q[field] = Number(text);
    else if ((BOOLEAN_FIELDS as readonly string[]).includes(field)) q[field] = text === 'true' || text === '1';
    else if ((LIST_FIELDS as readonly string[]).includes(field)) q[field] = text.split(',');
    else q[field] = text;
  }
  return q as ProductSearchQuery;
}
