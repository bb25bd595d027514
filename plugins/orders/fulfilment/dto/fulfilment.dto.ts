import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsInt, IsString, IsUUID, Max, MaxLength, Min, MinLength } from 'class-validator';
import { NestedList, Optional, Trim } from '../../../../core/http/validators.js';

/** Lines and units a shipment may carry (a parcel lists each line once). */
export const SHIPMENT_LIMITS = { lines: 100, unitsPerLine: 10_000, serialsPerLine: 1_000, serialLength: 100 } as const;

/** Serials trimmed before validation, so the length rule and the stored value agree. */
const TrimEach = () => Transform(({ value }) => (Array.isArray(value) ? value.map((s) => (typeof s === 'string' ? s.trim() : s)) : value));

export class ShipmentItemDto {
  /** a line of this order (another order's line: 400 VALIDATION_FAILED naming it) */
  @IsUUID()
  orderItemId: string;

  @IsInt()
  @Min(1)
  @Max(SHIPMENT_LIMITS.unitsPerLine)
  quantity: number;

  /** device serial numbers of the units in this parcel (trimmed, 1..100 characters, at most one per unit) */
  @Optional()
  @TrimEach()
  @IsArray()
  @ArrayMaxSize(SHIPMENT_LIMITS.serialsPerLine)
  @IsString({ each: true })
  @MinLength(1, { each: true })
  @MaxLength(SHIPMENT_LIMITS.serialLength, { each: true })
  serials?: string[];
}

/** POST /api/orders/{id}/shipments */
export class CreateShipmentDto {
  @NestedList(() => ShipmentItemDto, SHIPMENT_LIMITS.lines)
  @ArrayMinSize(1)
  items: ShipmentItemDto[];

  @Optional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  carrier?: string;

  @Optional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  trackingNumber?: string;
}

/** POST /api/orders/{id}/shipments/{shipmentId}/deliver and /fail */
export class CloseShipmentDto {
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

/** POST /api/orders/{id}/notes */
export class OrderNoteDto {
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(1000)
  note: string;

  /** the customer sees the note on their timeline (default false) */
  @Optional()
  @IsBoolean()
  customerVisible?: boolean;
}
