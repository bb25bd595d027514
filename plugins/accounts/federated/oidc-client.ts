import OpenIDConnectStrategy from 'passport-openidconnect';
import type { HttpRequest } from '../../../core/http/http-types.js';
import type { OAuthProviderSettings } from './entities/oauth-provider-settings.entity.js';
import { hasValidSignature } from './id-token-signature.js';
import { decodeJwtClaims, identityFromClaims, type ProviderIdentity } from './identity.js';

/** How one run of the passport strategy ended (the passport-strategy action contract). */
export type StrategyOutcome =
  { kind: 'redirect'; url: string } | { kind: 'success'; identity: ProviderIdentity } | { kind: 'fail'; reason: string } | { kind: 'error'; error: unknown };

/**
 * The state store passport-openidconnect asks at both ends. The state is stateless and signed by the
 * caller: `issue` seals the OIDC nonce the strategy generated; at the callback the caller has already
 * verified the state and hands over the nonce the ID token must carry.
 */
class SignedStateStore {
  constructor(
    private readonly issue?: (oidcNonce: string) => string,
    private readonly expectedNonce?: string,
  ) {}

  store(_req: unknown, ctx: { nonce?: string }, _appState: unknown, _meta: unknown, cb: (err: Error | null, handle?: string) => void) {
    if (!this.issue || !ctx.nonce) return cb(new Error('state can only be issued when starting a sign-in'));
    cb(null, this.issue(ctx.nonce));
  }

  verify(_req: unknown, _handle: string, cb: (err: Error | null, ctx: { nonce: string } | false, state?: unknown) => void) {
    if (!this.expectedNonce) return cb(null, false);
    cb(null, { nonce: this.expectedNonce });
  }
}

function strategyFor(settings: OAuthProviderSettings, callbackUrl: string, store: SignedStateStore) {
  // arity 9: passport-openidconnect then loads userinfo and hands over the raw ID token
  const verify = (
    _iss: string,
    uiProfile: { _json?: Record<string, unknown> } | undefined,
    _idProfile: unknown,
    _context: unknown,
    idToken: string,
    _accessToken: string,
    _refreshToken: string,
    _params: unknown,
    done: (err: Error | null, user?: ProviderIdentity | false, info?: unknown) => void,
  ) => {
    // the provider's access and refresh tokens end here: they are never stored
    void hasValidSignature(idToken, settings.jwksUri, settings.clientSecret).then((signed) => {
      if (!signed) return done(null, false, { message: 'ID token signature invalid' });
      const claims = decodeJwtClaims(idToken);
      const identity = claims ? identityFromClaims(claims, uiProfile?._json) : null;
      done(null, identity ?? false, identity ? undefined : { message: 'ID token without subject' });
    });
  };
  return new (OpenIDConnectStrategy as any)(
    {
      issuer: settings.issuer,
      authorizationURL: settings.authorizationEndpoint,
      tokenURL: settings.tokenEndpoint,
      userInfoURL: settings.userinfoEndpoint ?? undefined,
      skipUserProfile: !settings.userinfoEndpoint,
      clientID: settings.clientId,
      clientSecret: settings.clientSecret,
      callbackURL: callbackUrl,
      scope: settings.scopes.split(' ').filter((s) => s && s !== 'openid'),
      nonce: true,
      store,
    },
    verify,
  );
}

/** The provider's token and userinfo endpoints get this long; the HTTP client passport uses has no timeout of its own. */
const PROVIDER_TIMEOUT_MS = 10_000;

/** Runs the strategy once for this request, with the actions passport would bind, as a promise. */
function run(strategy: any, req: HttpRequest): Promise<StrategyOutcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ kind: 'error', error: new Error('the provider did not answer in time') }), PROVIDER_TIMEOUT_MS);
    timer.unref();
    const settle = (outcome: StrategyOutcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    const s = Object.create(strategy);
    s.redirect = (url: string) => settle({ kind: 'redirect', url });
    s.success = (identity: ProviderIdentity) => settle({ kind: 'success', identity });
    s.fail = (challenge?: { message?: string } | string) =>
      settle({ kind: 'fail', reason: typeof challenge === 'string' ? challenge : (challenge?.message ?? 'failed') });
    s.error = (error: unknown) => settle({ kind: 'error', error });
    s.pass = () => settle({ kind: 'fail', reason: 'no decision' });
    try {
      s.authenticate(req, {});
    } catch (error) {
      settle({ kind: 'error', error });
    }
  });
}

/** The provider's authorization URL, with a state made by `issueState` around the strategy's OIDC nonce. */
export async function authorizationUrl(
  settings: OAuthProviderSettings,
  callbackUrl: string,
  req: HttpRequest,
  issueState: (oidcNonce: string) => string,
): Promise<string> {
  const outcome = await run(strategyFor(settings, callbackUrl, new SignedStateStore(issueState)), req);
  if (outcome.kind !== 'redirect') throw outcome.kind === 'error' ? outcome.error : new Error(`unexpected ${outcome.kind} when starting a sign-in`);
  return outcome.url;
}

/** Redeems the provider's authorization code (back channel) and reads the identity; `oidcNonce` from the verified state. */
export function completeAuthorization(settings: OAuthProviderSettings, callbackUrl: string, req: HttpRequest, oidcNonce: string): Promise<StrategyOutcome> {
  return run(strategyFor(settings, callbackUrl, new SignedStateStore(undefined, oidcNonce)), req);
}
