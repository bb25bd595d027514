import type { TestApp } from '../../../support/app.js';
import { bootApp, type BootOptions } from '../../../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../../../support/auth.js';
import { freePort } from '../../../support/free-port.js';
import { Browser } from './browser.js';
import { startTestIdp, type IdpAccount, type TestIdp } from './test-idp.js';

export const FRONTEND = 'https://shop.test/auth/done';
export const OTHER_FRONTEND = 'https://app.shop.test/oauth';
export const UNVERIFIED_STATE_SECRET = 'idp-unverified-state-secret-0123456789abcdef';

export type ProviderName = 'idp-verified' | 'idp-unverified';

export interface FederatedHarness {
  t: TestApp;
  idp: TestIdp;
  base: string;
  rootToken: string;
  close(): Promise<void>;
}

/**
 * The app listening on a real port (the provider redirects a browser to it) plus a real OpenID Connect
 * provider whose client is registered with both callback URLs. `configure` sets the client settings
 * through the admin route, as an operator would.
 */
export async function bootFederated(
  env: Record<string, string> = {},
  configure: ProviderName[] = ['idp-verified', 'idp-unverified'],
  adminPanel?: BootOptions['adminPanel'],
): Promise<FederatedHarness> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await bootApp({
    env: {
      ...SUPERADMIN_ENV,
      PUBLIC_BASE_URL: base,
      OAUTH_IDPVERIFIED_REDIRECT_URIS: `${FRONTEND},${OTHER_FRONTEND}`,
      OAUTH_IDPUNVERIFIED_REDIRECT_URIS: FRONTEND,
      OAUTH_IDPUNVERIFIED_STATE_SECRET: UNVERIFIED_STATE_SECRET,
      ...env,
    },
    adminPanel,
  });
  await t.bazaar.listen(port);
  const idp = await startTestIdp([`${base}/api/mobile/auth/idp-verified/callback`, `${base}/api/mobile/auth/idp-unverified/callback`]);
  const rootToken = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  for (const provider of configure) {
    const res = await t.http
      .put(`/api/admin/auth/oauth-providers/${provider}`)
      .set(bearer(rootToken))
      .send({ issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, scopes: 'email profile' });
    if (res.status !== 200) throw new Error(`configure ${provider}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return {
    t,
    idp,
    base,
    rootToken,
    async close() {
      await idp.close();
      await t.close();
    },
  };
}

/** Runs the browser part of a sign-in as `account` and returns the frontend URL the flow lands on. */
export async function browserSignIn(
  h: FederatedHarness,
  provider: ProviderName,
  account: IdpAccount,
  browser = new Browser(),
  redirectUri = FRONTEND,
): Promise<URL> {
  h.idp.accounts.set(account.sub, account);
  h.idp.next = { signInAs: account.sub };
  const end = await browser.follow(`${h.base}/api/mobile/auth/${provider}?redirect_uri=${encodeURIComponent(redirectUri)}`, redirectUri);
  if (!('location' in end)) throw new Error(`sign-in did not reach the frontend: ${end.response.status} ${JSON.stringify(end.body)}`);
  return new URL(end.location);
}

/** The one-time code of a landing URL (query or fragment delivery). */
export function codeOf(landing: URL): string {
  const code = landing.searchParams.get('code') ?? new URLSearchParams(landing.hash.slice(1)).get('code');
  if (!code) throw new Error(`no code in ${landing}`);
  return code;
}

export function exchange(h: FederatedHarness, provider: ProviderName, code: string) {
  return h.t.http.post(`/api/mobile/auth/${provider}/exchange`).send({ code });
}

/** Browser sign-in then exchange; checks the exchange's status and returns its response. */
export async function signIn(h: FederatedHarness, provider: ProviderName, account: IdpAccount, status = 200) {
  const res = await exchange(h, provider, codeOf(await browserSignIn(h, provider, account)));
  if (res.status !== status) throw new Error(`exchange answered ${res.status}, not ${status}: ${JSON.stringify(res.body)}`);
  return res;
}

let seq = 0;
/** A fresh provider account (unique subject and email). */
export function person(over: Partial<IdpAccount> = {}): IdpAccount {
  seq += 1;
  const id = `${Date.now().toString(36)}${seq}`;
  return { sub: `sub-${id}`, email: `p${id}@mail.test`, name: `Person ${seq}`, ...over };
}
