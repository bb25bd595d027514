import { field } from '../../../core/http/openapi/response-fields.js';

export class RoleRefResponse {
  @field.uuid() id: string;
  @field.string() name: string;
}

export class RoleResponse {
  @field.uuid() id: string;
  @field.string() name: string;
  @field.string({ nullable: true }) description: string | null;
  @field.array('string', { description: 'Permission names, sorted' }) permissions: string[];
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}

export class AdminResponse {
  @field.uuid() id: string;
  @field.string() name: string;
  @field.string() email: string;
  @field.string({ nullable: true }) image: string | null;
  @field.string({ nullable: true }) phone: string | null;
  @field.object(() => RoleRefResponse, { nullable: true }) role: RoleRefResponse | null;
  @field.boolean() isSuperadmin: boolean;
  @field.boolean() isActive: boolean;
  @field.dateTime({ nullable: true }) lastLoginAt: string | null;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
  @field.dateTime({ nullable: true }) deletedAt: string | null;
}
