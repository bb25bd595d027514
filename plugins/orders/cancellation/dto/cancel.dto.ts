import { IsString, MaxLength, MinLength } from 'class-validator';
import { Optional, Trim } from '../../../../core/http/validators.js';

/** What a cancellation reason may hold (the column is varchar(500)). */
export const CANCEL_REASON = { min: 3, max: 500 } as const;

/** POST /api/mobile/orders/{id}/cancel: the customer may say why (issue 21: `{ reason? }`). */
export class CancelMyOrderDto {
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(CANCEL_REASON.max)
  reason?: string;
}

/** POST /api/orders/{id}/cancel: an admin always says why (issue 21: `{ reason }`). */
export class CancelOrderDto {
  @Trim()
  @IsString()
  @MinLength(CANCEL_REASON.min)
  @MaxLength(CANCEL_REASON.max)
  reason: string;
}
