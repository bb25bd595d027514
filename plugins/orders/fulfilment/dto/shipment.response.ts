import { field } from '../../../../core/http/openapi/response-fields.js';
import { SHIPMENT_KINDS, SHIPMENT_STATUSES, type ShipmentKind, type ShipmentStatus } from '../shipment-kinds.js';

export class ShipmentItemResponse {
  @field.uuid({ description: 'the order line' }) orderItemId: string;
  @field.integer() quantity: number;
  @field.array('string', { description: 'device serial numbers of these units' }) serials: string[];
}

/** A shipment as the order reads show it: a parcel (open until delivered or failed) or the counter hand-over of a pickup order. */
export class ShipmentResponse {
  @field.uuid() id: string;
  @field.enum(SHIPMENT_KINDS, { description: 'parcel: sent to the address; counter: handed over at collection' }) kind: ShipmentKind;
  @field.enum(SHIPMENT_STATUSES) status: ShipmentStatus;
  @field.string({ nullable: true }) carrier: string | null;
  @field.string({ nullable: true }) trackingNumber: string | null;
  @field.string({ nullable: true, description: 'why the parcel failed' }) failureReason: string | null;
  @field.array(() => ShipmentItemResponse) items: ShipmentItemResponse[];
  @field.dateTime() createdAt: string;
  @field.dateTime({ nullable: true, description: 'when it was delivered or failed' }) closedAt: string | null;
}
