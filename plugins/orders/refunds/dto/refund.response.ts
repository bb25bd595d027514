import { field } from '../../../../core/http/openapi/response-fields.js';
import { REFUND_METHODS, REFUND_STATUSES, type RefundMethod, type RefundStatus } from '../refund-machine.js';

const money = (description?: string) => field.integer({ description: description ?? 'minor units' });

export class RefundItemResponse {
  @field.uuid({ description: "the order line's public id" }) orderItemId: string;
  @field.integer() quantity: number;
  @money('floor(line net x quantity / line quantity)') amount: number;
}

/** A refund as every read shows it, with the four cash-context fields of its order (display context, not a guard). */
export class RefundResponse {
  @field.uuid() id: string;
  @field.uuid({ description: "the order's public id" }) orderId: string;
  @field.string() orderNumber: string;
  @field.enum(REFUND_STATUSES) status: RefundStatus;
  @money('computed by the server from the lines') amount: number;
  @field.enum(REFUND_METHODS, { nullable: true, description: 'chosen at approval' }) method: RefundMethod | null;
  @field.string({ nullable: true }) settlementReference: string | null;
  @field.string({ nullable: true }) rejectReason: string | null;
  @field.array(() => RefundItemResponse) items: RefundItemResponse[];
  @field.dateTime() createdAt: string;
  @field.dateTime({ nullable: true }) approvedAt: string | null;
  @field.dateTime({ nullable: true }) settledAt: string | null;
  @field.dateTime({ nullable: true }) rejectedAt: string | null;
  @field.string({ description: "the order's payment method" }) orderPaymentMethod: string;
  @field.dateTime({ nullable: true, description: 'when the order was delivered' }) orderDeliveredAt: string | null;
  @field.integer({ nullable: true, description: 'COD cash counted for the order (null: none recorded)' }) orderCodCollectedAmount: number | null;
  @money("the order's pending + approved + settled refunds, this one included") orderAttributedRefundAmount: number;
}
