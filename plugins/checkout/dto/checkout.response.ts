import { field, namedSchema, nullable } from '../../../core/http/openapi/response-fields.js';
import { COUPON_REASONS, type CouponReason } from '../../promotions/index.js';
import { SESSION_STATUSES, type SessionStatus } from '../entities/checkout-session.entity.js';

const READINESS_REASONS = ['empty', 'cart_locked', 'items_unavailable', 'insufficient_stock', 'address_not_serviceable'] as const;
type Reason = (typeof READINESS_REASONS)[number];

export class CheckoutBlockResponse {
  @field.uuid() id: string;
  @field.enum(SESSION_STATUSES, { description: 'a pending_payment session past expiresAt reads expired' }) status: SessionStatus;
  @field.dateTime() expiresAt: string;
  @field.integer({ description: 'seconds left while pending_payment; 0 otherwise' }) expiresInSeconds: number;
  @field.integer() version: number;
}

export class CheckoutPricingResponse {
  @field.enum(['NPR'] as const) currency: 'NPR';
  @field.integer() subtotal: number;
  @field.integer() discountAmount: number;
  @field.integer() shippingAmount: number;
  @field.integer() shippingDiscountAmount: number;
  @field.integer({ description: 'subtotal - discountAmount + shippingAmount - shippingDiscountAmount' }) grandTotal: number;
  @field.boolean({ description: "a line's price differs from what the cart showed (a warning only)" }) anyPriceChanged: boolean;
}

export class PriceChangeResponse {
  @field.boolean() changed: boolean;
  @field.integer({ nullable: true }) previousPrice: number | null;
  @field.integer() currentPrice: number;
}

export class CheckoutItemResponse {
  @field.uuid({ description: 'the session line' }) id: string;
  @field.uuid() productId: string;
  @field.uuid() variantId: string;
  @field.string({ description: "the product's name" }) name: string;
  @field.string({ nullable: true }) variantName: string | null;
  @field.string({ nullable: true }) sku: string | null;
  @field.integer() unitPrice: number;
  @field.integer() mrp: number;
  @field.integer() quantity: number;
  @field.integer() lineTotal: number;
  @field.integer({ description: "the coupon's share of this line" }) discountAmount: number;
  @field.integer({ description: 'units short at stock commit (after payment): they will not ship' }) unavailableQuantity: number;
  @field.object(() => PriceChangeResponse) priceChange: PriceChangeResponse;
  @field.boolean({ description: 'false: an untracked product with nothing to hold' }) reserved: boolean;
}

export class CheckoutPromotionResponse {
  @field.uuid() id: string;
  @field.uuid() promotionId: string;
  @field.string() name: string;
  @field.string({ nullable: true }) couponCode: string | null;
  @field.integer() discountAmount: number;
  @field.integer() shippingDiscountAmount: number;
}

export class CheckoutShippingResponse {
  @field.enum(['delivery', 'pickup'] as const) fulfilmentType: 'delivery' | 'pickup';
  @field.string({ nullable: true }) districtName: string | null;
  @field.string({ nullable: true }) municipalityName: string | null;
  @field.integer({ nullable: true }) ward: number | null;
  @field.string({ nullable: true }) street: string | null;
  @field.string({ nullable: true }) landmark: string | null;
  @field.string({ nullable: true }) postalCode: string | null;
  @field.string() recipientName: string;
  @field.string() recipientPhone: string;
  @field.integer() fee: number;
}

export class CheckoutPaymentResponse {
  @field.boolean({ description: 'a payment can start (pending_payment, not expired)' }) ready: boolean;
  @field.integer() amountDue: number;
  @field.enum(['NPR'] as const) currency: 'NPR';
}

/** spec 03 "Checkout session": start, active and detail. */
export class CheckoutSessionResponse {
  @field.object(() => CheckoutBlockResponse) checkout: CheckoutBlockResponse;
  @field.object(() => CheckoutPricingResponse) pricing: CheckoutPricingResponse;
  @field.array(() => CheckoutItemResponse) items: CheckoutItemResponse[];
  @field.array(() => CheckoutPromotionResponse) promotions: CheckoutPromotionResponse[];
  @field.object(() => CheckoutShippingResponse) shipping: CheckoutShippingResponse;
  @field.object(() => CheckoutPaymentResponse) payment: CheckoutPaymentResponse;
}

/** GET /active: the session, or null when there is none. */
export const CheckoutSessionOrNull = namedSchema('CheckoutSessionOrNull', (ref) => nullable(ref(CheckoutSessionResponse)));

export class QuotePricingResponse {
  @field.enum(['NPR'] as const) currency: 'NPR';
  @field.integer() subtotal: number;
  @field.integer() discountAmount: number;
  @field.integer() shippingAmount: number;
  @field.integer() shippingDiscountAmount: number;
  @field.integer() grandTotal: number;
}

export class QuoteShippingResponse {
  @field.enum(['delivery', 'pickup'] as const) fulfilmentType: 'delivery' | 'pickup';
  @field.boolean() serviceable: boolean;
  @field.integer({ nullable: true, description: 'null exactly when serviceable is false' }) fee: number | null;
  @field.string({ nullable: true, description: 'null for pickup' }) districtName: string | null;
}

export class QuoteCouponResponse {
  @field.string() code: string;
  @field.boolean() applied: boolean;
  @field.integer() discountAmount: number;
  @field.integer() shippingDiscountAmount: number;
  @field.enum(COUPON_REASONS, { nullable: true, description: 'why the coupon did not apply; null exactly when applied' }) reason: CouponReason | null;
  @field.string({ description: 'the outcome in words' }) message: string;
}

export class QuoteReadinessResponse {
  @field.boolean({ description: 'blockingReasons is empty' }) ready: boolean;
  @field.array('string', { description: `values: ${READINESS_REASONS.join(', ')}` }) blockingReasons: Reason[];
  @field.uuid({ nullable: true }) liveSessionId: string | null;
  @field.enum(SESSION_STATUSES, { nullable: true }) liveSessionStatus: SessionStatus | null;
}

/** POST /quote */
export class CheckoutQuoteResponse {
  @field.object(() => QuotePricingResponse) pricing: QuotePricingResponse;
  @field.object(() => QuoteShippingResponse) shipping: QuoteShippingResponse;
  @field.object(() => QuoteCouponResponse, { nullable: true, description: 'null when no coupon was sent' }) coupon: QuoteCouponResponse | null;
  @field.object(() => QuoteReadinessResponse) readiness: QuoteReadinessResponse;
}

export class SessionCustomerResponse {
  @field.uuid() id: string;
  @field.string() name: string;
  @field.string() email: string;
}

/** A row of the admin list. */
export class AdminSessionListItemResponse {
  @field.uuid() id: string;
  @field.object(() => SessionCustomerResponse) customer: SessionCustomerResponse;
  @field.enum(SESSION_STATUSES) status: SessionStatus;
  @field.integer() itemCount: number;
  @field.integer() subtotal: number;
  @field.integer() discountAmount: number;
  @field.integer() shippingAmount: number;
  @field.integer() shippingDiscountAmount: number;
  @field.integer() grandTotal: number;
  @field.dateTime() expiresAt: string;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}

/**
 * The payment method codes the API document lists on checkout and order reads. Documentation only: a method is
 * payments' word, stored here as opaque text; test/payments/method-handlers keeps this equal to payments' codes.
 */
export const DOCUMENTED_PAYMENT_METHODS: readonly string[] = ['cod', 'gateway', 'cash', 'card', 'qr'];

/** The documented methods in the admin panel's words (another method shows its code). */
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  cod: 'Cash on delivery',
  gateway: 'Online (gateway)',
  cash: 'Cash (counter)',
  card: 'Card (counter)',
  qr: 'QR (counter)',
};

export class SessionSettlementResponse {
  @field.uuid() attemptId: string;
  @field.enum(DOCUMENTED_PAYMENT_METHODS) method: string;
  @field.integer() amount: number;
  @field.dateTime() settledAt: string;
}

export class SessionClosureResponse {
  @field.dateTime() closedAt: string;
  @field.enum(['customer', 'admin', 'sweep'] as const) by: 'customer' | 'admin' | 'sweep';
  @field.uuid({ nullable: true, description: 'the acting administrator (admin cancel or expire)' }) adminId: string | null;
}

export class SessionCompletionResponse {
  @field.dateTime() completedAt: string;
  @field.array('uuid', { description: 'variants short at stock commit: they will not ship' }) shortVariants: string[];
  @field.string({ nullable: true }) message: string | null;
}

/** GET /api/checkout/sessions/{id} and the admin actions: the session with who, when and how it ended. */
export class AdminSessionResponse extends CheckoutSessionResponse {
  @field.object(() => SessionCustomerResponse) customer: SessionCustomerResponse;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
  @field.object(() => SessionSettlementResponse, { nullable: true }) settlement: SessionSettlementResponse | null;
  @field.object(() => SessionClosureResponse, { nullable: true }) closure: SessionClosureResponse | null;
  @field.object(() => SessionCompletionResponse, { nullable: true }) completion: SessionCompletionResponse | null;
}
