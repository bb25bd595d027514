import type { OAuthProviderName } from '../../../config/index.js';
import { signedInActor } from '../../../core/context/request-context.js';
import { clock } from '../../../core/clock/clock.js';
import type { HttpRequest, HttpResponse } from '../../../core/http/http-types.js';
import { repo } from '../../../core/db/transaction.js';
import { logger } from '../../../core/log/logger.js';
import { User } from '../entities/user.entity.js';
import { bindBrowser, isSameBrowser } from './browser-binding.js';
import { issueCode } from './code-store.js';
import { FederatedErrors } from './errors.js';
import { authorizationUrl, completeAuthorization } from './oidc-client.js';
import type { ProviderSettingsService } from './provider-settings.service.js';
import { assertAllowedRedirect, enabledProvider, frontendRedirect } from './providers.js';
import { signState, verifyState } from './state.js';

/** The coarse values the callback sends to the frontend (spec 01) in the `error` parameter. */
export type CallbackError = 'oauth_failed' | 'email_required' | 'access_denied';

/**
 * Start and callback of the browser flow. The flow is stateless on the server: the signed state carries
 * the redirect URI, the browser binding, the OIDC nonce and, for a link, the customer.
 */
export class SignInFlow {
  constructor(private readonly settings: ProviderSettingsService) {}

  private async configured(provider: OAuthProviderName) {
    const s = await this.settings.withSecret(provider);
    if (!s) throw FederatedErrors.PROVIDER_NOT_CONFIGURED();
    return s;
  }

  /**
   * The provider's authorization URL for a sign-in (linkUserId unset) or a link of the signed-in
   * customer; sets the browser-binding cookie on the response.
   */
  async start(provider: OAuthProviderName, redirectUri: string, req: HttpRequest, res: HttpResponse, purpose: 'sign-in' | 'link' = 'sign-in'): Promise<string> {
    // a link attaches the provider's identity to the signed-in customer
    const linkUserId = purpose === 'link' ? signedInActor().publicId : undefined;
    const p = enabledProvider(provider);
    assertAllowedRedirect(p, redirectUri);
    const settings = await this.configured(provider);
    const browser = bindBrowser(req, res, p.config.stateTtlSeconds);
    const expiresAt = clock.nowMs() + p.config.stateTtlSeconds * 1000;
    return authorizationUrl(settings, p.callbackUrl, req, (oidcNonce) =>
      signState(p.stateSecret, { provider, redirectUri, browser, oidcNonce, expiresAt, ...(linkUserId ? { linkUserId } : {}) }),
    );
  }

  /**
   * Where the callback sends the browser. A state that is not ours, expired, or from another browser
   * is answered here with a 4xx (nothing is trusted from it); once the state holds, every outcome is a
   * redirect to its frontend URL with either `code` or `error`.
   */
  async callback(provider: OAuthProviderName, req: HttpRequest): Promise<string> {
    const p = enabledProvider(provider);
    const state = verifyState(p.stateSecret, req.query.state, provider, clock.nowMs());
    if (!state || !p.config.redirectAllowlist.includes(state.redirectUri)) throw FederatedErrors.STATE_INVALID();
    if (!isSameBrowser(req, state.browser)) throw FederatedErrors.STATE_NOT_BOUND_TO_BROWSER();
    const fail = (error: CallbackError) => frontendRedirect(state.redirectUri, { error });

    if (req.query.error !== undefined) return fail(req.query.error === 'access_denied' ? 'access_denied' : 'oauth_failed');
    if (typeof req.query.code !== 'string' || !req.query.code) return fail('oauth_failed');
    const settings = await this.settings.withSecret(provider);
    if (!settings) return fail('oauth_failed');

    const outcome = await completeAuthorization(settings, p.callbackUrl, req, state.oidcNonce);
    if (outcome.kind !== 'success') {
      const reason = outcome.kind === 'fail' ? outcome.reason : outcome.kind === 'error' ? String(outcome.error) : 'unexpected redirect';
      logger().warn({ provider, outcome: outcome.kind, reason }, 'federated callback failed');
      return fail('oauth_failed');
    }
    if (!outcome.identity.email) return fail('email_required');

    let linkUserId: string | null = null;
    if (state.linkUserId) {
      const customer = await repo(User).findOneBy({ publicId: state.linkUserId, kind: 'customer' });
      if (!customer) return fail('oauth_failed');
      linkUserId = customer.id;
    }
    const code = await issueCode(provider, outcome.identity, linkUserId, p.config.codeTtlSeconds);
    return frontendRedirect(state.redirectUri, { code });
  }
}
