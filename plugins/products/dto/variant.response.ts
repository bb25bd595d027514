import { field } from '../../../core/http/openapi/response-fields.js';
import { VARIANT_STATUSES, type VariantStatus } from '../entities/product-variant.entity.js';

/** A variant as the admin routes show it: prices in minor units (paisa) and stock. */
export class AdminVariantResponse {
  @field.uuid() publicId: string;
  @field.string({ nullable: true, description: 'null for the default variant of a product without options' }) name: string | null;
  @field.string({ nullable: true }) sku: string | null;
  @field.schema({ type: 'object', additionalProperties: { type: 'string' }, description: '{ optionName: value } for every option of the product' })
  options: Record<string, string>;
  @field.integer() mrp: number;
  @field.integer() sellingPrice: number;
  @field.boolean() isDefault: boolean;
  @field.enum(VARIANT_STATUSES) status: VariantStatus;
  @field.integer() position: number;
  @field.boolean() isTracked: boolean;
  @field.integer() onHand: number;
  @field.integer() reserved: number;
  @field.integer({ description: 'onHand - reserved' }) available: number;
  @field.integer() lowStockThreshold: number;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
  @field.dateTime({ nullable: true }) deletedAt: string | null;
}
