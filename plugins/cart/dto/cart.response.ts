import { field } from '../../../core/http/openapi/response-fields.js';

/** A live deal on a line's price: saving + effectivePrice = basePrice. */
export class CartDealResponse {
  @field.integer() basePrice: number;
  @field.integer() effectivePrice: number;
  @field.integer() saving: number;
  @field.integer({ description: 'basis points (2000 = 20%)' }) discountBps: number;
  @field.integer() effectiveMaxPrice: number;
}

export class CartItemResponse {
  @field.uuid({ description: 'the line' }) id: string;
  @field.uuid() variantId: string;
  @field.uuid() productId: string;
  @field.string({ description: "the product's name" }) name: string;
  @field.string({ nullable: true }) variantName: string | null;
  @field.string({ nullable: true }) sku: string | null;
  @field.string({ nullable: true, description: 'image URL' }) thumbnail: string | null;
  @field.integer({ description: 'live unit price, deals applied (minor units)' }) unitPrice: number;
  @field.integer() mrp: number;
  @field.object(() => CartDealResponse, { nullable: true }) deal: CartDealResponse | null;
  @field.integer({ description: '1..10' }) quantity: number;
  @field.integer({ description: 'unitPrice x quantity' }) lineTotal: number;
  @field.integer({ nullable: true, description: 'units available; null when stock is not tracked' }) available: number | null;
  @field.boolean({ description: 'false: the line is kept but not counted in pricing (ITEM_UNAVAILABLE)' }) purchasable: boolean;
}

export class CartPricingResponse {
  @field.enum(['NPR'] as const) currency: 'NPR';
  @field.integer({ description: 'purchasable lines only' }) subtotal: number;
  @field.integer({ description: 'always 0 in the cart (no coupon here; deals are in unitPrice)' }) discountAmount: number;
  @field.integer({ description: 'subtotal - discountAmount (no shipping in the cart)' }) grandTotal: number;
}

export class CartWarningResponse {
  @field.enum(['ITEM_UNAVAILABLE', 'PRICE_CHANGED', 'STOCK_LOW'] as const) code: 'ITEM_UNAVAILABLE' | 'PRICE_CHANGED' | 'STOCK_LOW';
  @field.uuid() variantId: string;
  @field.string() message: string;
}

export class CartResponse {
  @field.uuid() id: string;
  @field.integer({ description: 'starts at 1; +1 per accepted change' }) version: number;
  @field.array(() => CartItemResponse) items: CartItemResponse[];
  @field.object(() => CartPricingResponse) pricing: CartPricingResponse;
  @field.boolean({ description: 'true while a checkout session holds the cart: every write answers 409 CART_LOCKED' }) locked: boolean;
  @field.array(() => CartWarningResponse) warnings: CartWarningResponse[];
}
