import { field } from '../../../core/http/openapi/response-fields.js';

/** The account profile of spec 01 (sign-in, refresh, email and phone confirmation). */
export class ProfileResponse {
  @field.uuid() id: string;
  @field.string() name: string;
  @field.string() email: string;
  @field.string({ nullable: true }) image: string | null;
  @field.boolean() emailVerified: boolean;
  @field.string({ nullable: true }) phone: string | null;
  @field.boolean() phoneVerified: boolean;
  @field.string({ description: '`customer`, `superadmin`, or the admin role name' }) role: string;
}

/** GET /me: the profile and whether the account has a password (a federated-only account has none). */
export class MeResponse extends ProfileResponse {
  @field.boolean() hasPassword: boolean;
}

export class TokensResponse {
  @field.uuid() sessionId: string;
  @field.string({ description: 'Bearer token for the Authorization header' }) accessToken: string;
  @field.string({ description: 'Exchanged for new tokens at /refresh' }) refreshToken: string;
}

export class SignInResponse {
  @field.object(() => ProfileResponse) user: ProfileResponse;
  @field.object(() => TokensResponse) tokens: TokensResponse;
}

export class PermissionsResponse {
  @field.string({ nullable: true }) role: string | null;
  @field.boolean() isSuperadmin: boolean;
  @field.array('string', { description: 'Permission names, e.g. `Blog_READ`' }) permissions: string[];
}

export const DELETION_STATUSES = ['active', 'pending_deletion', 'deleted'] as const;

export class DeletionScheduledResponse {
  @field.boolean() success: boolean;
  @field.dateTime() deletionScheduledAt: string;
}

export class DeletionStatusResponse {
  @field.enum(DELETION_STATUSES) status: (typeof DELETION_STATUSES)[number];
  @field.dateTime({ nullable: true }) deletionScheduledAt: string | null;
  @field.dateTime({ nullable: true, description: 'No new deletion request before this instant (set by a recovery)' }) deleteBlockUntil: string | null;
}

export class RecoveryResponse {
  @field.boolean() success: boolean;
  @field.enum(['active']) status: 'active';
  @field.dateTime() deleteBlockUntil: string;
}
