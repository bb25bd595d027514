import type { OAuthProviderName } from '../../../config/index.js';
import { newPublicId } from '../../../core/db/ids.js';
import { repo } from '../../../core/db/transaction.js';
import { logger } from '../../../core/log/logger.js';
import type { ProviderSettingsDto } from './dto/provider-settings.dto.js';
import { OAuthProviderSettings } from './entities/oauth-provider-settings.entity.js';
import { FederatedErrors } from './errors.js';
import { isEnabled, PROVIDERS } from './providers.js';

const DEFAULT_SCOPES = 'email profile';
const DISCOVERY_TIMEOUT_MS = 5000;

interface Discovery {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string | null;
  jwksUri: string;
}

function absoluteHttp(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:' ? v : null;
  } catch {
    return null;
  }
}

/** Reads the issuer's discovery document; the issuer it names must be the one given (OIDC Discovery 4.3). */
async function discover(issuer: string): Promise<Discovery> {
  const base = issuer.replace(/\/+$/, '');
  let doc: Record<string, unknown>;
  try {
    const res = await fetch(`${base}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS), redirect: 'error' });
    if (!res.ok) throw new Error(`status ${res.status}`);
    doc = (await res.json()) as Record<string, unknown>;
  } catch (e) {
    logger().warn({ issuer, err: String(e) }, 'OpenID Connect discovery failed');
    throw FederatedErrors.DISCOVERY_FAILED();
  }
  const authorizationEndpoint = absoluteHttp(doc?.authorization_endpoint);
  const tokenEndpoint = absoluteHttp(doc?.token_endpoint);
  const jwksUri = absoluteHttp(doc?.jwks_uri);
  if (typeof doc?.issuer !== 'string' || doc.issuer.replace(/\/+$/, '') !== base || !authorizationEndpoint || !tokenEndpoint || !jwksUri) {
    throw FederatedErrors.DISCOVERY_FAILED();
  }
  return { issuer: doc.issuer, authorizationEndpoint, tokenEndpoint, userinfoEndpoint: absoluteHttp(doc.userinfo_endpoint), jwksUri };
}

/** The settings as the API and the panel show them: never the client secret itself. */
export function toSettingsView(provider: OAuthProviderName, s: OAuthProviderSettings | null, callbackUrl: string) {
  return {
    provider,
    enabled: isEnabled(provider),
    configured: !!s,
    issuer: s?.issuer ?? null,
    clientId: s?.clientId ?? null,
    hasClientSecret: !!s,
    scopes: s?.scopes ?? DEFAULT_SCOPES,
    callbackUrl,
    updatedAt: s?.updatedAt ?? null,
  };
}

export class ProviderSettingsService {
  private publicBaseUrl = '';

  /** PUBLIC_BASE_URL, at start-up. */
  configure(publicBaseUrl: string): void {
    this.publicBaseUrl = publicBaseUrl;
  }

  callbackUrl(provider: OAuthProviderName): string {
    return `${this.publicBaseUrl}/api/mobile/auth/${provider}/callback`;
  }

  /** The client settings with the secret, for the sign-in flow; null when an admin has not set them. */
  withSecret(provider: OAuthProviderName): Promise<OAuthProviderSettings | null> {
    return repo(OAuthProviderSettings).createQueryBuilder('s').addSelect('s.clientSecret').where('s.provider = :provider', { provider }).getOne();
  }

  async view(provider: OAuthProviderName) {
    return toSettingsView(provider, await repo(OAuthProviderSettings).findOneBy({ provider }), this.callbackUrl(provider));
  }

  async list() {
    const rows = await repo(OAuthProviderSettings).find();
    return PROVIDERS.map((p) => toSettingsView(p, rows.find((r) => r.provider === p) ?? null, this.callbackUrl(p)));
  }

  /** Saves after a successful discovery, so a typo in the issuer is refused at once rather than at sign-in. */
  async save(provider: OAuthProviderName, dto: ProviderSettingsDto) {
    const existing = await repo(OAuthProviderSettings).findOneBy({ provider });
    if (!existing && !dto.clientSecret) throw FederatedErrors.CLIENT_SECRET_REQUIRED();
    const found = await discover(dto.issuer);
    const values = {
      issuer: found.issuer,
      authorizationEndpoint: found.authorizationEndpoint,
      tokenEndpoint: found.tokenEndpoint,
      userinfoEndpoint: found.userinfoEndpoint,
      jwksUri: found.jwksUri,
      clientId: dto.clientId.trim(),
      scopes: dto.scopes?.trim() || existing?.scopes || DEFAULT_SCOPES,
      ...(dto.clientSecret ? { clientSecret: dto.clientSecret } : {}),
    };
    // one row per provider: concurrent saves both land on the same row, the later one wins
    await repo(OAuthProviderSettings)
      .createQueryBuilder()
      .insert()
      .values({ publicId: newPublicId(), provider, clientSecret: dto.clientSecret ?? '', ...values })
      .orUpdate(
        [
          'issuer',
          'authorization_endpoint',
          'token_endpoint',
          'userinfo_endpoint',
          'jwks_uri',
          'client_id',
          'scopes',
          ...(dto.clientSecret ? ['client_secret'] : []),
          'updated_at',
        ],
        ['provider'],
      )
      .execute();
    return this.view(provider);
  }
}
