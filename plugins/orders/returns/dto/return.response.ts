import { field } from '../../../../core/http/openapi/response-fields.js';
import { RETURN_STATUSES, type ReturnStatus } from '../return-machine.js';

export class ReturnItemResponse {
  @field.uuid({ description: "the order line's public id" }) orderItemId: string;
  @field.string() productName: string;
  @field.string({ nullable: true }) variantName: string | null;
  @field.integer({ description: 'units in the return' }) quantity: number;
  @field.string() reason: string;
  @field.integer({ nullable: true, description: 'set at inspection' }) acceptedQuantity: number | null;
  @field.integer({ nullable: true, description: 'set at inspection' }) rejectedQuantity: number | null;
  @field.string({ nullable: true }) rejectionReason: string | null;
  @field.boolean({ nullable: true, description: 'whether the accepted units went back to stock (set at inspection)' }) restock: boolean | null;
}

/** A return as every read shows it. */
export class ReturnResponse {
  @field.uuid() id: string;
  @field.uuid({ description: "the order's public id" }) orderId: string;
  @field.string() orderNumber: string;
  @field.enum(RETURN_STATUSES) status: ReturnStatus;
  @field.string({ nullable: true }) note: string | null;
  @field.string({ nullable: true, description: "the admin's reason (required to reject)" }) decisionReason: string | null;
  @field.array(() => ReturnItemResponse) items: ReturnItemResponse[];
  @field.dateTime() createdAt: string;
  @field.dateTime({ nullable: true }) decidedAt: string | null;
  @field.dateTime({ nullable: true }) receivedAt: string | null;
  @field.dateTime({ nullable: true }) inspectedAt: string | null;
  @field.dateTime({ nullable: true }) cancelledAt: string | null;
}
