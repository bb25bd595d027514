import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { IsMoney } from '../../../core/db/money.js';
import { isAbsoluteHttpUrl, NestedList, Optional, Trim } from '../../../core/http/validators.js';
import { PRODUCT_STATUSES, STOCK_STATUSES, type ProductStatus, type StockStatus } from '../entities/product.entity.js';
import { PRODUCT_LIMITS as L, VIDEO_EMBED_HOSTS } from '../limits.js';
import { BulkIdsField, ProductBulkIdsDto, IsPublicId, IsStorageKey, VersionField } from './common.dto.js';

export class LifecycleDto {
  @IsIn(PRODUCT_STATUSES)
  status: ProductStatus;

  @VersionField(true)
  version: number;
}

export class StockDto {
  @IsIn(STOCK_STATUSES)
  stockStatus: StockStatus;

  @VersionField(true)
  version: number;
}

export class PricingDto {
  @IsMoney()
  mrp: number;

  @IsMoney()
  sellingPrice: number;

  @VersionField(true)
  version: number;
}

const ORDER = () => (target: object, key: string | symbol) => {
  Optional()(target, key);
  IsInt()(target, key);
  Min(0)(target, key);
  Max(1000)(target, key);
};

export class GalleryImageDto {
  @IsStorageKey()
  key: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(255)
  alt?: string | null;

  @ORDER()
  order?: number;
}

/** An https URL on one of the three allowed video hosts (the short-link host is not one of them). */
export function isAllowedEmbedUrl(value: unknown): boolean {
  if (!isAbsoluteHttpUrl(value)) return false;
  const url = new URL(value as string);
  return url.protocol === 'https:' && VIDEO_EMBED_HOSTS.includes(url.hostname.toLowerCase()) && !url.username && !url.password && !url.port;
}

/** The source (exactly one of key or embedUrl) is checked by the service first, so each is validated only when alone. */
const oneSource = (o: VideoDto) => (o.key === undefined || o.key === null) !== (o.embedUrl === undefined || o.embedUrl === null);

export class VideoDto {
  @ValidateIf(oneSource)
  @IsOptional()
  @IsStorageKey()
  key?: string | null;

  @ValidateIf(oneSource)
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  @ValidateBy({
    name: 'isAllowedEmbedUrl',
    validator: { validate: isAllowedEmbedUrl, defaultMessage: () => `embedUrl must be an https URL on ${VIDEO_EMBED_HOSTS.join(', ')}` },
  })
  embedUrl?: string | null;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(255)
  title?: string | null;

  @ORDER()
  order?: number;
}

export class AttachmentDto {
  @IsStorageKey()
  key: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(255)
  name?: string | null;

  @ORDER()
  order?: number;
}

/** Absent leaves a part unchanged; a list replaces the whole list; null clears the thumbnail. */
export class MediaDto {
  @IsOptional()
  @IsStorageKey()
  thumbnailKey?: string | null;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(255)
  thumbnailAlt?: string | null;

  @Optional()
  @NestedList(() => GalleryImageDto, L.gallery)
  gallery?: GalleryImageDto[];

  @Optional()
  @NestedList(() => VideoDto, L.videos)
  videos?: VideoDto[];

  @Optional()
  @NestedList(() => AttachmentDto, L.attachments)
  attachments?: AttachmentDto[];

  @VersionField(false)
  version?: number;
}

/** The product's SEO is a record of the seo plugin, referenced by its public id (null unlinks it). */
export class ProductSeoDto {
  @IsOptional()
  @IsPublicId()
  seoId: string | null;

  @VersionField(false)
  version?: number;
}

export class DiscoveryFlags {
  @Optional()
  @IsBoolean()
  featured?: boolean;

  @Optional()
  @IsBoolean()
  trending?: boolean;

  @Optional()
  @IsBoolean()
  bestSeller?: boolean;

  @Optional()
  @IsBoolean()
  newArrival?: boolean;
}

export class DiscoveryDto extends DiscoveryFlags {
  @VersionField(false)
  version?: number;
}

export class TagsDto {
  @IsArray()
  @ArrayMaxSize(L.tags)
  @IsPublicId(true)
  tagPublicIds: string[];

  @VersionField(false)
  version?: number;
}

export class BulkLifecycleDto extends ProductBulkIdsDto {
  @IsIn(PRODUCT_STATUSES)
  status: ProductStatus;
}

export class BulkDiscoveryDto extends DiscoveryFlags {
  @BulkIdsField()
  publicIds: string[];
}

export const DISCOVERY_FLAGS = ['featured', 'trending', 'bestSeller', 'newArrival'] as const;
