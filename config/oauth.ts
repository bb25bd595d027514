import { ConfigError } from './config-error.js';
import { Env, int, list, oneOf, str } from './readers.js';

export type OAuthProviderName = 'idp-verified' | 'idp-unverified';

export interface OAuthProviderConfig {
  /** exact frontend callback URLs a start request may name as redirect_uri */
  redirectAllowlist: string[];
  /** HMAC key for the signed state; undefined means generated once and kept in the database (idp-verified only) */
  stateSecret?: string;
  stateTtlSeconds: number;
  codeTtlSeconds: number;
  /** idp-unverified is enabled only when both its allowlist and state secret are set; idp-verified always is */
  enabled: boolean;
}

export interface OAuthConfig {
  providers: Record<OAuthProviderName, OAuthProviderConfig>;
  /** where the one-time code travels on the redirect back to the frontend */
  codeDelivery: 'query' | 'fragment';
}

function allowlist(env: Env, name: string): string[] {
  const entries = list(env, name) ?? [];
  for (const entry of entries) {
    let parsed: URL;
    try {
      parsed = new URL(entry);
    } catch {
      throw new ConfigError(name, `holds "${entry}", which is not an absolute URL`);
    }
    if (parsed.hash) throw new ConfigError(name, `holds "${entry}": a redirect URL may not carry a fragment`);
  }
  return entries;
}

function secret(env: Env, name: string): string | undefined {
  const value = str(env, name);
  if (value !== undefined && value.length < 32) throw new ConfigError(name, 'must be at least 32 characters');
  return value;
}

function provider(env: Env, prefix: string, optional: boolean): OAuthProviderConfig {
  const redirectAllowlist = allowlist(env, `${prefix}_REDIRECT_URIS`);
  const stateSecret = secret(env, `${prefix}_STATE_SECRET`);
  if (!optional && stateSecret && redirectAllowlist.length === 0) {
    throw new ConfigError(`${prefix}_REDIRECT_URIS`, `is required when ${prefix}_STATE_SECRET is set`);
  }
  return {
    redirectAllowlist,
    stateSecret,
    stateTtlSeconds: int(env, `${prefix}_STATE_TTL_SECONDS`, 300, 30, 3600),
    codeTtlSeconds: int(env, `${prefix}_CODE_TTL_SECONDS`, 90, 10, 600),
    enabled: optional ? redirectAllowlist.length > 0 && stateSecret !== undefined : true,
  };
}

export function readOAuthConfig(env: Env): OAuthConfig {
  return {
    providers: {
      'idp-verified': provider(env, 'OAUTH_IDPVERIFIED', false),
      'idp-unverified': provider(env, 'OAUTH_IDPUNVERIFIED', true),
    },
    codeDelivery: oneOf(env, 'OAUTH_CODE_DELIVERY', ['query', 'fragment'] as const, 'query'),
  };
}
