import type { OAuthProviderName } from '../../../../config/index.js';
import { field } from '../../../../core/http/openapi/response-fields.js';
import { PROVIDERS } from '../providers.js';

export class OAuthProviderSettingsResponse {
  @field.enum(PROVIDERS) provider: OAuthProviderName;
  @field.boolean({ description: 'Switched on in the configuration' }) enabled: boolean;
  @field.boolean({ description: 'Has an issuer and a client id' }) configured: boolean;
  @field.string({ nullable: true }) issuer: string | null;
  @field.string({ nullable: true }) clientId: string | null;
  @field.boolean({ description: 'The secret itself is never sent back' }) hasClientSecret: boolean;
  @field.string({ description: 'Space-separated OpenID Connect scopes' }) scopes: string;
  @field.string({ description: 'The redirect URI to register with the provider' }) callbackUrl: string;
  @field.dateTime({ nullable: true }) updatedAt: string | null;
}

export class AuthorizationUrlResponse {
  @field.string({ description: 'Open in the browser to link the account' }) authorizationUrl: string;
}
