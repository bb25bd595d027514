import { field } from '../../../core/http/openapi/response-fields.js';
import { SEARCH_TYPES, type SearchType } from './storefront.dto.js';

/** A visible category in a storefront list (also a child in the category tree). */
export class StorefrontCategoryResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string() slug: string;
  @field.string({ nullable: true }) description: string | null;
  @field.string({ nullable: true }) imageUrl: string | null;
  @field.string({ nullable: true }) imageAlt: string | null;
  @field.integer() displayOrder: number;
}

/** A root of the storefront category tree with its visible children (two levels). */
export class StorefrontCategoryTreeRootResponse extends StorefrontCategoryResponse {
  @field.array(() => StorefrontCategoryResponse) children: StorefrontCategoryResponse[];
}

export class StorefrontCategoryDetailResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string({ description: 'The current slug (an old slug in the URL still finds the category)' }) canonicalSlug: string;
  @field.string({ nullable: true }) description: string | null;
  @field.uuid({ nullable: true }) parentId: string | null;
  @field.string({ nullable: true }) imageUrl: string | null;
  @field.string({ nullable: true }) imageAlt: string | null;
  @field.string({ nullable: true }) seoTitle: string | null;
  @field.string({ nullable: true }) seoDescription: string | null;
}

/** One step of a breadcrumb trail, root first. */
export class StorefrontBreadcrumbResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string({ nullable: true }) slug: string | null;
}

export class StorefrontBrandResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string() slug: string;
  @field.string({ nullable: true }) description: string | null;
  @field.string({ nullable: true }) logoUrl: string | null;
  @field.string({ nullable: true }) logoAlt: string | null;
  @field.integer() displayOrder: number;
}

export class StorefrontBrandDetailResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string({ description: 'The current slug (an old slug in the URL still finds the brand)' }) canonicalSlug: string;
  @field.string({ nullable: true }) description: string | null;
  @field.string({ nullable: true }) logoUrl: string | null;
  @field.string({ nullable: true }) logoAlt: string | null;
  @field.string({ nullable: true }) seoTitle: string | null;
  @field.string({ nullable: true }) seoDescription: string | null;
}

export class BrandRefResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string() slug: string;
}

export class StorefrontSeriesResponse extends StorefrontBrandResponse {
  @field.object(() => BrandRefResponse) brand: BrandRefResponse;
}

export class StorefrontSeriesDetailResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string({ description: 'The current slug (an old slug in the URL still finds the series)' }) canonicalSlug: string;
  @field.string({ nullable: true }) description: string | null;
  @field.string({ nullable: true }) logoUrl: string | null;
  @field.string({ nullable: true }) logoAlt: string | null;
  @field.string({ nullable: true }) seoTitle: string | null;
  @field.string({ nullable: true }) seoDescription: string | null;
  @field.object(() => BrandRefResponse) brand: BrandRefResponse;
}

export class StorefrontTagResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string() slug: string;
}

export class StorefrontTagDetailResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string({ description: 'The current slug (an old slug in the URL still finds the tag)' }) canonicalSlug: string;
}

export class SuggestionResponse {
  @field.enum(SEARCH_TYPES) type: SearchType;
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string() slug: string;
}

export class CategoryHitResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string() slug: string;
  @field.string({ nullable: true }) imageUrl: string | null;
  @field.string({ nullable: true }) imageAlt: string | null;
}

export class BrandHitResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string() slug: string;
  @field.string({ nullable: true }) logoUrl: string | null;
  @field.string({ nullable: true }) logoAlt: string | null;
}

export class SeriesHitResponse extends BrandHitResponse {
  @field.object(() => BrandRefResponse, { nullable: true }) brand: BrandRefResponse | null;
}

/** Matches per kind, best first; a kind left out of `types` is an empty list. */
export class SearchResultResponse {
  @field.array(() => CategoryHitResponse) categories: CategoryHitResponse[];
  @field.array(() => BrandHitResponse) brands: BrandHitResponse[];
  @field.array(() => SeriesHitResponse) series: SeriesHitResponse[];
}
