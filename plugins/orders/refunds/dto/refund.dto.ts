import { ArrayNotEmpty, IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Max, MaxLength, Min } from 'class-validator';
import { ListQuery } from '../../../../core/http/list-query.js';
import { NestedList, Optional, Trim } from '../../../../core/http/validators.js';
import { REFUND_METHODS, REFUND_STATUSES, type RefundMethod } from '../refund-machine.js';

/** The most lines one refund names (an order's lines are far fewer). */
export const REFUND_MAX_LINES = 100;

export class RefundLineDto {
  @IsUUID()
  orderItemId: string;

  @IsInt()
  @Min(1)
  @Max(1_000_000)
  quantity: number;
}

/** POST /api/orders/{id}/refunds: lines only; the server computes the money. */
export class CreateRefundDto {
  @NestedList(() => RefundLineDto, REFUND_MAX_LINES)
  @ArrayNotEmpty()
  items: RefundLineDto[];
}

/** POST /api/order-refunds/{id}/approve */
export class ApproveRefundDto {
  @IsIn(REFUND_METHODS)
  method: RefundMethod;
}

/** POST /api/order-refunds/{id}/settle: a missing or blank reference is 400 ORDER_REFUND_SETTLEMENT_REFERENCE_REQUIRED (the service says so). */
export class SettleRefundDto {
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200)
  settlementReference?: string | null;
}

/** POST /api/order-refunds/{id}/reject */
export class RejectRefundDto {
  @Trim()
  @IsString()
  @Length(3, 500)
  reason: string;
}

export const REFUND_SORTABLE = ['createdAt', 'amount'] as const;
export type RefundSort = (typeof REFUND_SORTABLE)[number];

/** GET /api/order-refunds: the finance queue, filtered by status and order. */
export class RefundsQuery extends ListQuery {
  @Optional()
  @IsIn(REFUND_STATUSES)
  status?: string;

  @Optional()
  @IsUUID()
  orderId?: string;
}
