import { field } from '../../../core/http/openapi/response-fields.js';
import { DOCUMENTED_PAYMENT_METHODS } from '../../checkout/index.js';
import { FULFILMENT_TYPES, ORDER_STATUSES, type FulfilmentType, type OrderStatus } from '../entities/order.entity.js';
import { LINE_LABELS, type LineLabel } from '../line-label.js';
import { ShipmentResponse } from '../fulfilment/dto/shipment.response.js';
import { ReturnResponse } from '../returns/dto/return.response.js';
import { RefundResponse } from '../refunds/dto/refund.response.js';

const money = (description?: string) => field.integer({ description: description ?? 'minor units' });

export class OrderPricingResponse {
  @field.enum(['NPR'] as const) currency: 'NPR';
  @money() subtotal: number;
  @money() discountAmount: number;
  @money() shippingAmount: number;
  @money() shippingDiscountAmount: number;
  @money('subtotal - discountAmount + shippingAmount - shippingDiscountAmount') grandTotal: number;
  @money('equals grandTotal for every order (cash on delivery counts as paid from placement)') paidAmount: number;
  @money('bounded by paidAmount') refundedAmount: number;
}

export class OrderShippingResponse {
  @field.string({ nullable: true }) recipientName: string | null;
  @field.string({ nullable: true }) recipientPhone: string | null;
  @field.string({ nullable: true }) districtName: string | null;
  @field.string({ nullable: true }) provinceName: string | null;
  @field.string({ nullable: true }) municipalityName: string | null;
  @field.integer({ nullable: true }) ward: number | null;
  @field.string({ nullable: true }) street: string | null;
  @field.string({ nullable: true }) landmark: string | null;
  @field.string({ nullable: true }) postalCode: string | null;
  @money('the shipping fee charged') fee: number;
}

export class OrderPromotionResponse {
  @field.uuid() promotionId: string;
  @field.string() name: string;
  @field.string({ nullable: true }) couponCode: string | null;
  @money() discountAmount: number;
  @money() shippingDiscountAmount: number;
}

/** The line fields both surfaces show (quantities: what became of the line's units). */
class OrderLineFields {
  @field.uuid() id: string;
  @field.string({ nullable: true, description: "null when the variant was the product's sole unlabeled configuration" }) variantName: string | null;
  @field.string() productName: string;
  @field.string({ nullable: true }) sku: string | null;
  @money() unitPrice: number;
  @money() mrp: number;
  @field.integer() quantity: number;
  @money('unitPrice x quantity') lineTotal: number;
  @money("the line's share of the order discount (largest remainder, frozen)") discountAmount: number;
  @field.integer({ description: 'units short at stock commit: they will not ship' }) unavailableQuantity: number;
  @field.integer() cancelledQuantity: number;
  @field.integer() shippedQuantity: number;
  @field.integer() deliveredQuantity: number;
  @field.integer() returnedQuantity: number;
  @field.integer() returnPendingQuantity: number;
  @field.enum(LINE_LABELS, { description: 'derived from the quantities, for display only' }) label: LineLabel;
}

export class CustomerOrderItemResponse extends OrderLineFields {
  @field.uuid() variantPublicId: string;
  @field.uuid() productPublicId: string;
}

export class AdminOrderItemResponse extends OrderLineFields {
  @field.uuid({ description: "the variant's public id" }) variantId: string;
  @field.uuid({ description: "the product's public id" }) productId: string;
  @money() refundedAmount: number;
}

export class OrderTimelineEntryResponse {
  @field.dateTime() at: string;
  @field.string({ description: 'e.g. order.created, order.items_unavailable' }) type: string;
  @field.string({ nullable: true }) message: string | null;
  @field.enum(ORDER_STATUSES, { nullable: true }) fromStatus: OrderStatus | null;
  @field.enum(ORDER_STATUSES, { nullable: true }) toStatus: OrderStatus | null;
}

export class AdminOrderTimelineEntryResponse extends OrderTimelineEntryResponse {
  @field.boolean() customerVisible: boolean;
  @field.enum(['admin', 'customer', 'system'] as const) actorKind: 'admin' | 'customer' | 'system';
  @field.uuid({ nullable: true }) actorId: string | null;
  @field.schema({ type: 'object', additionalProperties: true }, { nullable: true }) detail: Record<string, unknown> | null;
}

/** My order in a list. */
export class CustomerOrderSummaryResponse {
  @field.uuid() id: string;
  @field.string({ description: 'for people: BZ-000123' }) orderNumber: string;
  @field.enum(ORDER_STATUSES) status: OrderStatus;
  @field.enum(DOCUMENTED_PAYMENT_METHODS) paymentMethod: string;
  @field.enum(FULFILMENT_TYPES) fulfilmentType: FulfilmentType;
  @field.enum(['online', 'pos'] as const, { description: 'pos: a counter sale' }) channel: 'online' | 'pos';
  @field.enum(['NPR'] as const) currency: 'NPR';
  @money() grandTotal: number;
  @field.integer({ description: 'units ordered, all lines' }) itemCount: number;
  @field.dateTime() createdAt: string;
}

/** One of my orders (spec 03 "Customer order response"). */
export class CustomerOrderResponse {
  @field.uuid() id: string;
  @field.string() orderNumber: string;
  @field.enum(ORDER_STATUSES) status: OrderStatus;
  @field.enum(DOCUMENTED_PAYMENT_METHODS) paymentMethod: string;
  @field.enum(FULFILMENT_TYPES) fulfilmentType: FulfilmentType;
  @field.enum(['online', 'pos'] as const, { description: 'pos: a counter sale' }) channel: 'online' | 'pos';
  @field.array(() => CustomerOrderItemResponse) items: CustomerOrderItemResponse[];
  @field.object(() => OrderPricingResponse) pricing: OrderPricingResponse;
  @field.object(() => OrderShippingResponse) shipping: OrderShippingResponse;
  @field.array(() => OrderPromotionResponse) promotions: OrderPromotionResponse[];
  @money('equals grandTotal for every order') paidAmount: number;
  @money('settled refunds; bounded by paidAmount') refundedAmount: number;
  @money('cash on delivery counted (null until it is)') codCollectedAmount: number | null;
  @field.dateTime({ nullable: true }) codCollectedAt: string | null;
  @field.dateTime({ nullable: true, description: 'a pickup order marked ready for pickup' }) readyForPickupAt: string | null;
  @field.array(() => ShipmentResponse) shipments: ShipmentResponse[];
  @field.array(() => ReturnResponse) returns: ReturnResponse[];
  @field.array(() => RefundResponse, { description: 'with the four cash-context fields' }) refunds: RefundResponse[];
  @field.array(() => OrderTimelineEntryResponse, { description: 'customer-visible entries, oldest first' }) timeline: OrderTimelineEntryResponse[];
  @field.dateTime() createdAt: string;
}

export class OrderLineStatusResponse {
  @field.uuid() id: string;
  @field.enum(LINE_LABELS) label: LineLabel;
}

/** The poll payload: honour pollAfterSeconds. */
export class OrderStatusResponse {
  @field.enum(ORDER_STATUSES) status: OrderStatus;
  @field.array(() => OrderLineStatusResponse) items: OrderLineStatusResponse[];
  @field.object(() => OrderTimelineEntryResponse, { nullable: true, description: 'the latest customer-visible timeline entry' })
  latestEvent: OrderTimelineEntryResponse | null;
  @field.integer() pollAfterSeconds: number;
}

/** An order in the admin list. */
export class AdminOrderSummaryResponse extends CustomerOrderSummaryResponse {
  @field.uuid() customerId: string;
  @field.string() customerName: string;
  @field.string() customerEmail: string;
  @field.dateTime() updatedAt: string;
}

export class AdminOrderCodResponse {
  @field.dateTime() collectedAt: string;
  @money() collectedAmount: number;
  @field.uuid() collectedBy: string;
}

/** An order as the admin routes show it. */
export class AdminOrderResponse {
  @field.uuid() id: string;
  @field.string() orderNumber: string;
  @field.enum(ORDER_STATUSES) status: OrderStatus;
  @field.uuid() customerId: string;
  @field.string() customerName: string;
  @field.string() customerEmail: string;
  @field.uuid() checkoutId: string;
  @field.uuid({ nullable: true }) paymentAttemptId: string | null;
  @field.enum(DOCUMENTED_PAYMENT_METHODS) paymentMethod: string;
  @field.enum(FULFILMENT_TYPES) fulfilmentType: FulfilmentType;
  @field.enum(['online', 'pos'] as const, { description: 'pos: a counter sale' }) channel: 'online' | 'pos';
  @field.array(() => AdminOrderItemResponse) items: AdminOrderItemResponse[];
  @field.object(() => OrderPricingResponse) pricing: OrderPricingResponse;
  @field.object(() => OrderShippingResponse) shipping: OrderShippingResponse;
  @field.array(() => OrderPromotionResponse) promotions: OrderPromotionResponse[];
  @field.object(() => AdminOrderCodResponse, { nullable: true, description: 'cash on delivery counted (null until it is)' })
  codCollection: AdminOrderCodResponse | null;
  @money('equals grandTotal for every order') paidAmount: number;
  @money('settled refunds; bounded by paidAmount') refundedAmount: number;
  @money('cash on delivery counted (null until it is)') codCollectedAmount: number | null;
  @field.dateTime({ nullable: true }) codCollectedAt: string | null;
  @field.dateTime({ nullable: true, description: 'a pickup order marked ready for pickup' }) readyForPickupAt: string | null;
  @field.array(() => ShipmentResponse) shipments: ShipmentResponse[];
  @field.array(() => ReturnResponse) returns: ReturnResponse[];
  @field.array(() => RefundResponse, { description: 'with the four cash-context fields' }) refunds: RefundResponse[];
  @field.array(() => AdminOrderTimelineEntryResponse, { description: 'every entry, oldest first' }) timeline: AdminOrderTimelineEntryResponse[];
  @field.dateTime() checkoutCompletedAt: string;
  @field.dateTime({ nullable: true }) confirmedAt: string | null;
  @field.dateTime({ nullable: true }) deliveredAt: string | null;
  @field.dateTime({ nullable: true }) cancelledAt: string | null;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}
