import { field } from '../../../core/http/openapi/response-fields.js';

/** A district as the storefront shows it. */
export class DistrictResponse {
  @field.uuid() id: string;
  @field.string() name: string;
  @field.string() provinceName: string;
  @field.boolean({ description: 'an active shipping zone covers it' }) serviceable: boolean;
}

export class ZoneDistrictResponse {
  @field.uuid() id: string;
  @field.string() name: string;
  @field.string() provinceName: string;
}

/** A shipping zone as the admin routes show it. */
export class ZoneResponse {
  @field.uuid() id: string;
  @field.string() name: string;
  @field.array('uuid') districtIds: string[];
  @field.array(() => ZoneDistrictResponse, { description: 'the districts, by province then name' }) districts: ZoneDistrictResponse[];
  @field.integer({ description: 'minor units' }) fee: number;
  @field.integer({ nullable: true, description: 'minor units; a subtotal at or above it ships free' }) freeShippingThreshold: number | null;
  @field.boolean() isActive: boolean;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}

/** The store's pickup location (fee 0; no address needed). */
export class PickupResponse {
  @field.string() name: string;
  @field.array('string') addressLines: string[];
  @field.string({ nullable: true, description: 'null until first set' }) phone: string | null;
  @field.boolean({ description: 'while false a pickup quote is not serviceable' }) isEnabled: boolean;
  @field.dateTime() updatedAt: string;
}
