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
