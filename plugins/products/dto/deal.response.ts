import { field } from '../../../core/http/openapi/response-fields.js';

/** A special-deal campaign as the admin routes show it (deleted ones too, with deletedAt). */
export class AdminDealResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.integer({ description: '1..9000 basis points (2000 = 20%)' }) discountBps: number;
  @field.dateTime() startsAt: string;
  @field.dateTime() endsAt: string;
  @field.boolean() isActive: boolean;
  @field.boolean({ description: 'active, not deleted and startsAt <= now < endsAt' }) isLive: boolean;
  @field.array('uuid') productPublicIds: string[];
  @field.array('uuid', { description: 'each covers its whole subtree' }) categoryPublicIds: string[];
  @field.array('uuid') brandPublicIds: string[];
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
  @field.dateTime({ nullable: true }) deletedAt: string | null;
}
