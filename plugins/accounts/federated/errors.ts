import { defineError } from '../../../core/http/app-error.js';
import type { OAuthProviderName } from '../../../config/index.js';

/** Codes shared by both providers (spec 01 "Errors" and the federated decisions). */
export const FederatedErrors = {
  PROVIDER_NOT_ENABLED: defineError(503, 'AUTH_OAUTH_PROVIDER_NOT_ENABLED', 'This sign-in provider is not enabled'),
  PROVIDER_NOT_CONFIGURED: defineError(503, 'AUTH_OAUTH_PROVIDER_NOT_CONFIGURED', 'This sign-in provider has no client settings yet'),
  PROVIDER_NOT_FOUND: defineError(404, 'AUTH_OAUTH_PROVIDER_NOT_FOUND', 'Unknown sign-in provider'),
  REDIRECT_URI_NOT_ALLOWED: defineError(400, 'AUTH_OAUTH_REDIRECT_URI_NOT_ALLOWED', 'redirect_uri is not one of the allowed frontend callback URLs'),
  STATE_INVALID: defineError(400, 'AUTH_OAUTH_STATE_INVALID', 'The sign-in state is missing, invalid or expired; start again'),
  STATE_NOT_BOUND_TO_BROWSER: defineError(403, 'AUTH_OAUTH_STATE_NOT_BOUND_TO_BROWSER', 'This sign-in was started in another browser; start again'),
  CODE_INVALID: defineError(400, 'AUTH_OAUTH_CODE_INVALID', 'The code is invalid, expired or already used'),
  ACCOUNT_RECOVERY_REQUIRED: defineError(409, 'AUTH_OAUTH_ACCOUNT_RECOVERY_REQUIRED', 'This account is scheduled for deletion; recover it first'),
  EMAIL_UNAVAILABLE: defineError(409, 'AUTH_OAUTH_EMAIL_UNAVAILABLE', 'This email address cannot be used for a new account'),
  IDENTITY_ALREADY_LINKED: defineError(409, 'AUTH_OAUTH_IDENTITY_ALREADY_LINKED', 'This provider account is already linked to another account'),
  LINK_NOT_FOUND: defineError(404, 'AUTH_OAUTH_LINK_NOT_FOUND', 'No account of this provider is linked'),
  LAST_CREDENTIAL: defineError(409, 'AUTH_LAST_CREDENTIAL_CANNOT_BE_REMOVED', 'This link is the only way to sign in; set a password first'),
  DISCOVERY_FAILED: defineError(400, 'AUTH_OAUTH_DISCOVERY_FAILED', 'The issuer did not answer with a valid OpenID Connect discovery document'),
  CLIENT_SECRET_REQUIRED: defineError(400, 'AUTH_OAUTH_CLIENT_SECRET_REQUIRED', 'clientSecret is required when none is stored yet'),
};

/** The provider-specific codes of the resolution table: AUTH_{P}_... with P = IDPVERIFIED or IDPUNVERIFIED. */
function perProvider(p: 'IDPVERIFIED' | 'IDPUNVERIFIED') {
  return {
    EMAIL_REQUIRED: defineError(400, `AUTH_${p}_EMAIL_REQUIRED`, 'The provider did not share an email address'),
    LOGIN_NOT_ALLOWED_FOR_ADMIN: defineError(401, `AUTH_${p}_LOGIN_NOT_ALLOWED_FOR_ADMIN`, 'This sign-in is not available for this account'),
    ACCOUNT_LINK_REQUIRED: defineError(409, `AUTH_${p}_ACCOUNT_LINK_REQUIRED`, 'An account with this email exists: sign in to it and link this provider'),
  };
}

export const ProviderErrors: Record<OAuthProviderName, ReturnType<typeof perProvider>> = {
  'idp-verified': perProvider('IDPVERIFIED'),
  'idp-unverified': perProvider('IDPUNVERIFIED'),
};
