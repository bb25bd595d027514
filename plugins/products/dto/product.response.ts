import { field } from '../../../core/http/openapi/response-fields.js';
import { PRODUCT_STATUSES, STOCK_STATUSES, type ProductStatus, type StockStatus } from '../entities/product.entity.js';
import { AdminVariantResponse } from './variant.response.js';

/** A catalog record a product links to (category, brand, series, tag). */
export class AdminProductLinkResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string({ nullable: true }) slug: string | null;
}

/** The rollup over the live active variants (null prices while none is active). */
export class AdminProductPricingResponse {
  @field.integer({ nullable: true, description: 'The lowest MRP, minor units (paisa)' }) mrp: number | null;
  @field.integer({ nullable: true, description: 'The lowest selling price, minor units' }) sellingPrice: number | null;
  @field.integer({ nullable: true, description: 'The highest selling price, minor units' }) maxSellingPrice: number | null;
  @field.integer({ description: 'Live active variants' }) variantCount: number;
  @field.integer({ description: 'floor(100 * (mrp - sellingPrice) / mrp), 0 when mrp is 0' }) discountPercentage: number;
}

/** A product row of the admin list. */
export class AdminProductSummaryResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string({ nullable: true }) slug: string | null;
  @field.string({ nullable: true }) sku: string | null;
  @field.enum(PRODUCT_STATUSES) status: ProductStatus;
  @field.enum(STOCK_STATUSES) stockStatus: StockStatus;
  @field.object(() => AdminProductLinkResponse) category: AdminProductLinkResponse;
  @field.object(() => AdminProductLinkResponse, { nullable: true }) brand: AdminProductLinkResponse | null;
  @field.object(() => AdminProductLinkResponse, { nullable: true }) brandSeries: AdminProductLinkResponse | null;
  @field.boolean() featured: boolean;
  @field.boolean() trending: boolean;
  @field.boolean() bestSeller: boolean;
  @field.boolean() newArrival: boolean;
  @field.string({ nullable: true, description: 'Storage key' }) thumbnailKey: string | null;
  @field.string({ nullable: true }) thumbnailAlt: string | null;
  @field.object(() => AdminProductPricingResponse) pricing: AdminProductPricingResponse;
  @field.integer({ description: 'Incremented by every write; send it back to detect a concurrent change' }) version: number;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
  @field.dateTime({ nullable: true }) deletedAt: string | null;
}

export class AdminProductImageResponse {
  @field.string({ description: 'Storage key' }) key: string;
  @field.string({ nullable: true }) alt: string | null;
  @field.integer() order: number;
}

/** Exactly one of key (a stored file) or embedUrl (a player URL on an allowed host). */
export class AdminProductVideoResponse {
  @field.string({ nullable: true, description: 'Storage key' }) key: string | null;
  @field.string({ nullable: true }) embedUrl: string | null;
  @field.string({ nullable: true }) title: string | null;
  @field.integer() order: number;
}

export class AdminProductAttachmentResponse {
  @field.string({ description: 'Storage key' }) key: string;
  @field.string({ nullable: true }) name: string | null;
  @field.integer() order: number;
}

export class AdminProductSpecificationResponse {
  @field.string() group: string;
  @field.string() name: string;
  @field.string() value: string;
}

/** An option axis: e.g. Color with its values. */
export class AdminProductOptionResponse {
  @field.string() name: string;
  @field.array('string') values: string[];
}

/** PUT /{publicId}/options: the product's options as saved. */
export class AdminProductOptionsResponse {
  @field.array(() => AdminProductOptionResponse) options: AdminProductOptionResponse[];
}

/** The admin detail: the summary plus descriptions, media, specifications, options, SEO link, tags and live variants. */
export class AdminProductResponse extends AdminProductSummaryResponse {
  @field.string({ nullable: true }) shortDescription: string | null;
  @field.string({ nullable: true }) description: string | null;
  @field.array(() => AdminProductImageResponse) gallery: AdminProductImageResponse[];
  @field.array(() => AdminProductVideoResponse) videos: AdminProductVideoResponse[];
  @field.array(() => AdminProductAttachmentResponse) attachments: AdminProductAttachmentResponse[];
  @field.array(() => AdminProductSpecificationResponse) specifications: AdminProductSpecificationResponse[];
  @field.array(() => AdminProductOptionResponse) options: AdminProductOptionResponse[];
  @field.uuid({ nullable: true, description: "The SEO record's id" }) seoId: string | null;
  @field.array(() => AdminProductLinkResponse) tags: AdminProductLinkResponse[];
  @field.array(() => AdminVariantResponse, { description: 'Live variants, default first, then by position' }) variants: AdminVariantResponse[];
}
