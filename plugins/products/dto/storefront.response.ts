import { field } from '../../../core/http/openapi/response-fields.js';
import { SeoResponse } from '../../seo/index.js';
import { CURRENCY } from '../deals/pricing.js';
import { PRODUCT_STATUSES, STOCK_STATUSES, type ProductStatus, type StockStatus } from '../entities/product.entity.js';
import { SALE_STATUSES, type SaleStatus } from '../storefront/cards.js';
import { AdminProductOptionResponse, AdminProductSpecificationResponse } from './product.response.js';

const MINOR = 'minor units (paisa)';
const EXPIRES_AT = 'epoch ms when a signed URL stops working; null for a public file';

/** The live deal applied to a price at read time (issue 11): saving + effectivePrice = basePrice exactly. */
export class DealPriceResponse {
  @field.integer({ description: `The selling price the deal applies to, ${MINOR}` }) basePrice: number;
  @field.integer({ description: 'basePrice - saving' }) effectivePrice: number;
  @field.integer({ description: 'floor(basePrice * discountBps / 10000)' }) saving: number;
  @field.integer({ description: "The winning deal's discount, basis points (2000 = 20%)" }) discountBps: number;
  @field.integer({ description: 'The same discount applied to maxSellingPrice' }) effectiveMaxPrice: number;
}

/** A card's prices: the rollup over the live active variants, the catalogue markdown and the live deal. */
export class ProductCardPricingResponse {
  @field.integer({ description: `The lowest MRP, ${MINOR}` }) mrp: number;
  @field.integer({ description: `The lowest selling price, ${MINOR}` }) sellingPrice: number;
  @field.integer({ description: 'The highest selling price' }) maxSellingPrice: number;
  @field.boolean({ description: 'maxSellingPrice > sellingPrice' }) isPriceRange: boolean;
  @field.integer({ description: 'Live active variants' }) variantCount: number;
  @field.integer({ description: 'mrp - sellingPrice (the catalogue markdown)' }) discount: number;
  @field.integer({ description: 'floor(100 * discount / mrp), 0 when mrp is 0' }) discountPercentage: number;
  @field.enum([CURRENCY]) currency: typeof CURRENCY;
  @field.integer({ description: 'sellingPrice after the live deal (sellingPrice when none)' }) effectivePrice: number;
  @field.object(() => DealPriceResponse, { nullable: true }) deal: DealPriceResponse | null;
}

export class ProductBrandLinkResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string() slug: string;
}

/** A stored image as a URL: signed (expiresAt) for a private key, permanent for a public one. */
export class ProductImageViewResponse {
  @field.string() url: string;
  @field.string({ nullable: true }) alt: string | null;
  @field.integer({ nullable: true, description: EXPIRES_AT }) expiresAt: number | null;
}

export class ProductSaleStatusResponse {
  @field.enum(PRODUCT_STATUSES) lifecycle: ProductStatus;
  @field.enum(SALE_STATUSES) saleStatus: SaleStatus;
  @field.enum(STOCK_STATUSES) stockStatus: StockStatus;
  @field.boolean({ description: 'saleStatus is available or pre_order' }) purchasable: boolean;
}

/** Product-level stock over the live active variants. */
export class ProductInventoryResponse {
  @field.enum(STOCK_STATUSES) stockStatus: StockStatus;
  @field.boolean({ description: 'tracked and 0 < available <= lowStockThreshold' }) isLowStock: boolean;
  @field.boolean({ description: 'tracked, available <= 0 and not pre_order' }) isOutOfStock: boolean;
  @field.boolean({ description: 'every live active variant is tracked' }) isTracked: boolean;
  @field.integer({ nullable: true, description: 'null when untracked' }) available: number | null;
}

/** A product card of the storefront lists, search and feeds. */
export class ProductCardResponse {
  @field.uuid() id: string;
  @field.string() name: string;
  @field.string() slug: string;
  @field.object(() => ProductCardPricingResponse, { nullable: true, description: 'null while the product has no active variant' })
  pricing: ProductCardPricingResponse | null;
  @field.object(() => ProductBrandLinkResponse, { nullable: true }) brand: ProductBrandLinkResponse | null;
  @field.object(() => ProductImageViewResponse, { nullable: true }) thumbnail: ProductImageViewResponse | null;
  @field.object(() => ProductSaleStatusResponse) status: ProductSaleStatusResponse;
  @field.object(() => ProductInventoryResponse) inventory: ProductInventoryResponse;
}

export class ProductSuggestionResponse {
  @field.enum(['product']) type: 'product';
  @field.uuid() id: string;
  @field.string() name: string;
  @field.string() slug: string;
  @field.object(() => ProductImageViewResponse, { nullable: true }) thumbnail: ProductImageViewResponse | null;
}

/** A catalog record a product links to, as the storefront shows it (category, series, tag). */
export class ProductCatalogLinkResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string() slug: string;
}

export class ProductVariantPricingResponse {
  @field.integer({ description: MINOR }) mrp: number;
  @field.integer() sellingPrice: number;
  @field.integer({ description: 'sellingPrice after the live deal' }) effectivePrice: number;
  @field.enum([CURRENCY]) currency: typeof CURRENCY;
  @field.object(() => DealPriceResponse, { nullable: true }) deal: DealPriceResponse | null;
}

export class ProductVariantAvailabilityResponse {
  @field.boolean() inStock: boolean;
  @field.integer({ nullable: true, description: 'null when untracked' }) availableQuantity: number | null;
}

/** A live active variant of the detail (cheapest first). */
export class ProductVariantResponse {
  @field.uuid() id: string;
  @field.string({ nullable: true, description: 'null for the default variant of a product without options' }) name: string | null;
  @field.string({ nullable: true }) sku: string | null;
  @field.boolean() isDefault: boolean;
  @field.schema({ type: 'object', additionalProperties: { type: 'string' }, description: '{ optionName: value }' }) options: Record<string, string>;
  @field.object(() => ProductVariantPricingResponse) pricing: ProductVariantPricingResponse;
  @field.object(() => ProductVariantAvailabilityResponse) availability: ProductVariantAvailabilityResponse;
}

export class ProductGalleryImageResponse {
  @field.string({ nullable: true, description: 'null when the stored key has no URL' }) url: string | null;
  @field.string({ nullable: true }) alt: string | null;
  @field.integer({ nullable: true, description: EXPIRES_AT }) expiresAt: number | null;
  @field.integer() order: number;
}

/** A stored video (url) or an embedded player (embedUrl). */
export class ProductVideoViewResponse {
  @field.string({ nullable: true }) url: string | null;
  @field.integer({ nullable: true, description: EXPIRES_AT }) expiresAt: number | null;
  @field.string({ nullable: true }) embedUrl: string | null;
  @field.string({ nullable: true }) title: string | null;
  @field.integer() order: number;
}

export class ProductAttachmentViewResponse {
  @field.string({ nullable: true }) url: string | null;
  @field.integer({ nullable: true, description: EXPIRES_AT }) expiresAt: number | null;
  @field.string({ nullable: true }) name: string | null;
  @field.integer() order: number;
}

/** The product page: the card plus descriptions, variants, media, specifications, tags and SEO. */
export class ProductDetailResponse extends ProductCardResponse {
  @field.string({ description: 'The current slug (differs from the one asked for when that one is retired)' }) canonicalSlug: string;
  @field.string({ nullable: true }) sku: string | null;
  @field.string({ nullable: true }) shortDescription: string | null;
  @field.string({ nullable: true }) description: string | null;
  @field.object(() => ProductCatalogLinkResponse, { nullable: true, description: 'null when the category is not visible' })
  category: ProductCatalogLinkResponse | null;
  @field.object(() => ProductCatalogLinkResponse, { nullable: true }) series: ProductCatalogLinkResponse | null;
  @field.array(() => AdminProductOptionResponse) options: AdminProductOptionResponse[];
  @field.array(() => ProductVariantResponse, { description: 'Live active variants, cheapest first' }) variants: ProductVariantResponse[];
  @field.array(() => ProductGalleryImageResponse) gallery: ProductGalleryImageResponse[];
  @field.array(() => ProductVideoViewResponse) videos: ProductVideoViewResponse[];
  @field.array(() => ProductAttachmentViewResponse) attachments: ProductAttachmentViewResponse[];
  @field.array(() => AdminProductSpecificationResponse) specifications: AdminProductSpecificationResponse[];
  @field.array(() => ProductCatalogLinkResponse, { description: 'Visible tags' }) tags: ProductCatalogLinkResponse[];
  @field.object(() => SeoResponse, { nullable: true }) seo: SeoResponse | null;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}
