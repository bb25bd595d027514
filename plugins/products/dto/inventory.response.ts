import { field } from '../../../core/http/openapi/response-fields.js';
import { MOVEMENT_REASONS, type MovementReason } from '../entities/inventory-movement.entity.js';
import { AdminVariantResponse } from './variant.response.js';

/** One row of a variant's stock ledger. */
export class InventoryMovementResponse {
  @field.uuid() id: string;
  @field.integer() deltaOnHand: number;
  @field.integer() deltaReserved: number;
  @field.enum(MOVEMENT_REASONS) reason: MovementReason;
  @field.string({ nullable: true, description: "The caller's key (an order or cart reference, a job); null for manual moves" }) reference: string | null;
  @field.string({ nullable: true }) note: string | null;
  @field.string({ description: 'Who moved the stock' }) actor: string;
  @field.dateTime() createdAt: string;
}

/** An adjustment's ledger row and the variant after it. */
export class InventoryAdjustmentResponse {
  @field.object(() => InventoryMovementResponse) movement: InventoryMovementResponse;
  @field.object(() => AdminVariantResponse) variant: AdminVariantResponse;
}
