import { ArrayNotEmpty, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { ListQuery } from '../../../../core/http/list-query.js';
import { Instant, NestedList, Optional, Trim } from '../../../../core/http/validators.js';
import { RETURN_DECISIONS, type ReturnDecision } from '../return-decision.js';
import { RETURN_STATUSES } from '../return-machine.js';

/** The most lines one return (or its inspection) names. */
export const RETURN_MAX_LINES = 100;
const MAX_UNITS = 1_000_000;

export class ReturnLineDto {
  @IsUUID()
  orderItemId: string;

  @IsInt()
  @Min(1)
  @Max(MAX_UNITS)
  quantity: number;

  @Trim()
  @IsString()
  @Length(3, 500)
  reason: string;
}

/** POST /api/mobile/orders/{id}/returns */
export class RequestReturnDto {
  @NestedList(() => ReturnLineDto, RETURN_MAX_LINES)
  @ArrayNotEmpty()
  items: ReturnLineDto[];

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(1000)
  note?: string | null;
}

/** POST /api/order-returns/{id}/decide: a reason (3..500) is required to reject. */
export class DecideReturnDto {
  @IsIn(RETURN_DECISIONS)
  decision: ReturnDecision;

  @ValidateIf((o: DecideReturnDto) => o.decision === 'reject' || (o.reason !== undefined && o.reason !== null))
  @Trim()
  @IsString()
  @Length(3, 500)
  reason?: string | null;
}

export class InspectionLineDto {
  @IsUUID()
  orderItemId: string;

  @IsInt()
  @Min(0)
  @Max(MAX_UNITS)
  acceptedQuantity: number;

  @IsInt()
  @Min(0)
  @Max(MAX_UNITS)
  rejectedQuantity: number;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(500)
  rejectionReason?: string | null;

  @IsBoolean()
  restock: boolean;
}

/** POST /api/order-returns/{id}/inspect: every line of the return once. */
export class InspectReturnDto {
  @NestedList(() => InspectionLineDto, RETURN_MAX_LINES)
  @ArrayNotEmpty()
  items: InspectionLineDto[];
}

export const RETURN_SORTABLE = ['createdAt', 'updatedAt'] as const;
export type ReturnSort = (typeof RETURN_SORTABLE)[number];

/** GET /api/order-returns: filters status, orderId, createdFrom and createdTo (bounds inclusive). */
export class ReturnsQuery extends ListQuery {
  @Optional()
  @IsIn(RETURN_STATUSES)
  status?: string;

  @Optional()
  @IsUUID()
  orderId?: string;

  @Optional()
  @Instant()
  createdFrom?: string;

  @Optional()
  @Instant()
  createdTo?: string;
}
