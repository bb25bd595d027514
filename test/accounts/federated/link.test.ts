import { bearer } from '../../support/auth.js';
import { Browser } from './support/browser.js';
import { bootFederated, codeOf, exchange, FRONTEND, OTHER_FRONTEND, person, signIn, type FederatedHarness } from './support/federated-app.js';
import type { IdpAccount } from './support/test-idp.js';

let h: FederatedHarness;
beforeAll(async () => {
  h = await bootFederated();
});
afterAll(async () => h?.close());

const sql = (q: string, params: unknown[] = []) => h.t.bazaar.dataSource.query(q, params);
const linksOf = (userPublicId: string) =>
  sql(`SELECT i.provider, i.subject FROM user_identities i JOIN users u ON u.id = i.user_id WHERE u.public_id = $1 ORDER BY i.provider`, [userPublicId]);
const LINK = '/api/mobile/auth/idp-unverified/link';

/** POST link from `browser` (which keeps the binding cookie), then the provider part as `account`. */
async function linkFlow(accessToken: string, account: IdpAccount, browser = new Browser()): Promise<URL> {
  const res = await browser.request(`${h.base}${LINK}`, {
    method: 'POST',
    headers: { ...bearer(accessToken), 'content-type': 'application/json' },
    body: JSON.stringify({ redirectUri: FRONTEND }),
  });
  const body = (await res.json()) as any;
  if (res.status !== 200) throw new Error(`link start: ${res.status} ${JSON.stringify(body)}`);
  expect(browser.cookie(h.base, '__Host-oauth_nonce')).toEqual(expect.any(String));
  h.idp.accounts.set(account.sub, account);
  h.idp.next = { signInAs: account.sub };
  const end = await browser.follow(body.data.authorizationUrl, FRONTEND);
  if (!('location' in end)) throw new Error(`link flow: ${end.response.status} ${JSON.stringify(end.body)}`);
  return new URL(end.location);
}

describe('linking idp-unverified', () => {
  it('attaches the provider account to the signed-in customer; it then signs in to that customer whatever its email', async () => {
    const me = await signIn(h, 'idp-verified', person({ emailVerified: true }));
    const { id } = me.body.data.user;
    const theirs = person({ email: 'someone-else-entirely@mail.test' });
    const landing = await linkFlow(me.body.data.tokens.accessToken, theirs);
    const linked = await exchange(h, 'idp-unverified', codeOf(landing)).expect(200);
    expect(linked.body.data.user.id).toBe(id);
    expect((await linksOf(id)).map((l: any) => l.provider)).toEqual(['idp-unverified', 'idp-verified']);
    const later = await signIn(h, 'idp-unverified', theirs);
    expect(later.body.data.user.id).toBe(id);
    expect(await sql(`SELECT 1 FROM users WHERE email = $1`, [theirs.email])).toEqual([]);
  });

  it('needs a customer token, an allowlisted redirectUri, and answers with the authorization URL', async () => {
    await h.t.http.post(LINK).send({ redirectUri: FRONTEND }).expect(401);
    await h.t.http.post(LINK).set(bearer(h.rootToken)).send({ redirectUri: FRONTEND }).expect(403);
    const me = await signIn(h, 'idp-verified', person({ emailVerified: true }));
    const token = me.body.data.tokens.accessToken;
    const off = await h.t.http.post(LINK).set(bearer(token)).send({ redirectUri: OTHER_FRONTEND }).expect(400);
    expect(off.body.errorCode).toBe('AUTH_OAUTH_REDIRECT_URI_NOT_ALLOWED');
    const missing = await h.t.http.post(LINK).set(bearer(token)).send({}).expect(400);
    expect(missing.body.errorCode).toBe('VALIDATION_FAILED');
    const ok = await h.t.http.post(LINK).set(bearer(token)).send({ redirectUri: FRONTEND }).expect(200);
    const url = new URL(ok.body.data.authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${h.idp.issuer}/auth`);
    expect(url.searchParams.get('redirect_uri')).toBe(`${h.base}/api/mobile/auth/idp-unverified/callback`);
    // the customer travels sealed in the signed state as its public id; no internal key leaves the server
    const state = JSON.parse(Buffer.from(url.searchParams.get('state')!.split('.')[0]!, 'base64url').toString());
    expect(state.linkUserId).toBe(me.body.data.user.id);
  });

  it('refuses a provider account already linked to another customer, and the link started in another browser', async () => {
    const taken = person();
    const owner = await signIn(h, 'idp-unverified', taken);
    const me = await signIn(h, 'idp-verified', person({ emailVerified: true }));
    const res = await exchange(h, 'idp-unverified', codeOf(await linkFlow(me.body.data.tokens.accessToken, taken))).expect(409);
    expect(res.body.errorCode).toBe('AUTH_OAUTH_IDENTITY_ALREADY_LINKED');
    expect(await linksOf(me.body.data.user.id)).toEqual([{ provider: 'idp-verified', subject: expect.any(String) }]);
    expect(await linksOf(owner.body.data.user.id)).toEqual([{ provider: 'idp-unverified', subject: taken.sub }]);

    // someone who obtains the authorization URL cannot finish it in their own browser
    const start = await h.t.http.post(LINK).set(bearer(me.body.data.tokens.accessToken)).send({ redirectUri: FRONTEND }).expect(200);
    const attacker = new Browser();
    const mallory = person();
    h.idp.accounts.set(mallory.sub, mallory);
    h.idp.next = { signInAs: mallory.sub };
    const end = await attacker.follow(start.body.data.authorizationUrl, FRONTEND);
    expect('response' in end && end.response.status).toBe(403);
    expect('response' in end && end.body.errorCode).toBe('AUTH_OAUTH_STATE_NOT_BOUND_TO_BROWSER');
    expect(await sql(`SELECT 1 FROM user_identities WHERE subject = $1`, [mallory.sub])).toEqual([]);
  });
});

describe('unlinking idp-unverified', () => {
  it('refuses to remove the only way to sign in, then works once a password exists', async () => {
    const only = await signIn(h, 'idp-unverified', person());
    const token = only.body.data.tokens.accessToken;
    const refused = await h.t.http.delete(LINK).set(bearer(token)).expect(409);
    expect(refused.body).toEqual({ statusCode: 409, errorCode: 'AUTH_LAST_CREDENTIAL_CANNOT_BE_REMOVED', message: expect.any(String) });
    expect(await linksOf(only.body.data.user.id)).toHaveLength(1);
    // what password/set does for a federated-only customer
    await sql(`UPDATE users SET password_hash = 'scrypt$fixture' WHERE public_id = $1`, [only.body.data.user.id]);
    const done = await h.t.http.delete(LINK).set(bearer(token)).expect(200);
    expect(done.body).toEqual({ message: expect.any(String), data: null, errorCode: null });
    expect(await linksOf(only.body.data.user.id)).toEqual([]);
    const again = await h.t.http.delete(LINK).set(bearer(token)).expect(404);
    expect(again.body.errorCode).toBe('AUTH_OAUTH_LINK_NOT_FOUND');
  });

  it('removes the link when another provider still signs the customer in', async () => {
    const me = await signIn(h, 'idp-verified', person({ emailVerified: true }));
    const extra = person();
    await exchange(h, 'idp-unverified', codeOf(await linkFlow(me.body.data.tokens.accessToken, extra))).expect(200);
    await h.t.http.delete(LINK).set(bearer(me.body.data.tokens.accessToken)).expect(200);
    expect((await linksOf(me.body.data.user.id)).map((l: any) => l.provider)).toEqual(['idp-verified']);
    await h.t.http.delete(LINK).expect(401);
  });

  it('two unlinks at once: one removes the link, the other finds none', async () => {
    const me = await signIn(h, 'idp-verified', person({ emailVerified: true }));
    const token = me.body.data.tokens.accessToken;
    await exchange(h, 'idp-unverified', codeOf(await linkFlow(token, person()))).expect(200);
    const results = await Promise.all([h.t.http.delete(LINK).set(bearer(token)), h.t.http.delete(LINK).set(bearer(token))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect((await linksOf(me.body.data.user.id)).map((l: any) => l.provider)).toEqual(['idp-verified']);
  });
});

describe('link gates', () => {
  it('a customer banned between link start and exchange gets no link and no session', async () => {
    const me = await signIn(h, 'idp-verified', person({ emailVerified: true }));
    const landing = await linkFlow(me.body.data.tokens.accessToken, person());
    await sql(`UPDATE users SET is_active = false WHERE public_id = $1`, [me.body.data.user.id]);
    const res = await exchange(h, 'idp-unverified', codeOf(landing)).expect(403);
    expect(res.body.errorCode).toBe('AUTH_ACCOUNT_DISABLED');
    expect((await linksOf(me.body.data.user.id)).map((l: any) => l.provider)).toEqual(['idp-verified']);
  });
});
