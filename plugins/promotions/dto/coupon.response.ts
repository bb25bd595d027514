import { field } from '../../../core/http/openapi/response-fields.js';
import { COUPON_KINDS, COUPON_SCOPES, type CouponKind, type CouponScope } from '../entities/coupon.entity.js';

/** A coupon as the admin routes show it (deleted ones too, with deletedAt). */
export class AdminCouponResponse {
  @field.uuid() publicId: string;
  @field.string({ description: 'upper-case; what the customer enters (matched case-insensitively)' }) code: string;
  @field.string() name: string;
  @field.enum(COUPON_KINDS) kind: CouponKind;
  @field.integer({ nullable: true, description: 'percentage only: 1..10000 basis points' }) valueBps: number | null;
  @field.integer({ nullable: true, description: 'fixed only: minor units' }) amount: number | null;
  @field.integer({ nullable: true, description: 'percentage only: the cap of the discount' }) maxDiscount: number | null;
  @field.integer({ nullable: true }) minSubtotal: number | null;
  @field.dateTime({ nullable: true }) startsAt: string | null;
  @field.dateTime({ nullable: true }) endsAt: string | null;
  @field.integer({ nullable: true, description: 'total slots' }) usageLimit: number | null;
  @field.integer({ nullable: true }) perCustomerLimit: number | null;
  @field.enum(COUPON_SCOPES) scope: CouponScope;
  @field.array('uuid', { description: 'scope categories: each covers its whole subtree' }) categoryPublicIds: string[];
  @field.array('uuid') brandPublicIds: string[];
  @field.array('uuid') productPublicIds: string[];
  @field.boolean() isActive: boolean;
  @field.integer({ description: 'consumed slots (read only)' }) usedCount: number;
  @field.integer({ description: 'slots held by checkouts in progress (read only)' }) heldCount: number;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
  @field.dateTime({ nullable: true }) deletedAt: string | null;
}
