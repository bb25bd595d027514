import type { Config, OAuthProviderConfig, OAuthProviderName } from '../../../config/index.js';
import { sharedSecret } from '../../../core/db/shared-secret.js';
import { FederatedErrors } from './errors.js';

export const PROVIDERS: readonly OAuthProviderName[] = ['idp-verified', 'idp-unverified'];

/** Providers whose profile can assert email_verified; the others never prove an email. */
export const ASSERTING_PROVIDERS: ReadonlySet<OAuthProviderName> = new Set(['idp-verified']);

export interface ProviderRuntime {
  name: OAuthProviderName;
  config: OAuthProviderConfig;
  /** HMAC key of the signed state */
  stateSecret: string;
  /** the callback URL registered at the provider */
  callbackUrl: string;
}

const runtime = new Map<OAuthProviderName, ProviderRuntime>();
let delivery: Config['oauth']['codeDelivery'] = 'query';

export function isProviderName(value: unknown): value is OAuthProviderName {
  return typeof value === 'string' && (PROVIDERS as readonly string[]).includes(value);
}

/** Called once at start-up: resolves the state secrets (idp-verified falls back to a generated shared one). */
export async function configureProviders(config: Config): Promise<void> {
  runtime.clear();
  delivery = config.oauth.codeDelivery;
  for (const name of PROVIDERS) {
    const cfg = config.oauth.providers[name];
    if (!cfg.enabled) continue;
    const stateSecret = name === 'idp-verified' ? await sharedSecret('oauth_idpverified_state', cfg.stateSecret) : cfg.stateSecret!;
    runtime.set(name, { name, config: cfg, stateSecret, callbackUrl: `${config.publicBaseUrl}/api/mobile/auth/${name}/callback` });
  }
}

/** The provider's run-time settings; 503 AUTH_OAUTH_PROVIDER_NOT_ENABLED when configuration leaves it off. */
export function enabledProvider(name: OAuthProviderName): ProviderRuntime {
  const p = runtime.get(name);
  if (!p) throw FederatedErrors.PROVIDER_NOT_ENABLED();
  return p;
}

export function isEnabled(name: OAuthProviderName): boolean {
  return runtime.has(name);
}

/** redirect_uri must equal one allowlisted URL exactly (no prefix or pattern matching). */
export function assertAllowedRedirect(p: ProviderRuntime, redirectUri: string): void {
  if (!p.config.redirectAllowlist.includes(redirectUri)) throw FederatedErrors.REDIRECT_URI_NOT_ALLOWED();
}

/** The frontend URL with the result parameters, in the query or in the fragment (OAUTH_CODE_DELIVERY). */
export function frontendRedirect(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  if (delivery === 'fragment') url.hash = new URLSearchParams(params).toString();
  else for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}
