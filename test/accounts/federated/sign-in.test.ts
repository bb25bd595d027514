import { clock } from '../../../core/clock/clock.js';
import { SUPERADMIN } from '../../support/auth.js';
import { Browser } from './support/browser.js';
import { insertCustomer } from './support/fixtures.js';
import { bootFederated, browserSignIn, codeOf, exchange, FRONTEND, OTHER_FRONTEND, person, signIn, type FederatedHarness } from './support/federated-app.js';

let h: FederatedHarness;
beforeAll(async () => {
  h = await bootFederated();
});
afterEach(() => clock.reset());
afterAll(async () => h?.close());

const sql = (q: string, params: unknown[] = []) => h.t.bazaar.dataSource.query(q, params);
const linksOf = (sub: string) =>
  sql(`SELECT i.provider, u.public_id AS "userId" FROM user_identities i JOIN users u ON u.id = i.user_id WHERE i.subject = $1`, [sub]);
const count = async (table: string) => Number((await sql(`SELECT count(*) AS n FROM ${table}`))[0].n);
const startUrl = (provider: string, redirectUri = FRONTEND) => `${h.base}/api/mobile/auth/${provider}?redirect_uri=${encodeURIComponent(redirectUri)}`;

describe('start', () => {
  it('redirects to the provider and binds the browser with the __Host-oauth_nonce cookie', async () => {
    const res = await h.t.http.get('/api/mobile/auth/idp-verified').query({ redirect_uri: FRONTEND }).expect(302);
    const authorize = new URL(res.headers.location);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${h.idp.issuer}/auth`);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${h.base}/api/mobile/auth/idp-verified/callback`);
    expect(authorize.searchParams.get('client_id')).toBe(h.idp.clientId);
    expect(authorize.searchParams.get('state')).toEqual(expect.any(String));
    expect(authorize.searchParams.get('nonce')).toEqual(expect.any(String));
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('__Host-oauth_nonce='))!;
    expect(cookie).toMatch(/^__Host-oauth_nonce=[A-Za-z0-9_-]{43}; /);
    expect(cookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=300', 'Path=/', 'SameSite=Lax', 'Secure']);
  });

  it('refuses a redirect_uri that is not exactly on the allowlist, and a missing one, without setting anything', async () => {
    for (const uri of [`${FRONTEND}/x`, `${FRONTEND}?next=/`, 'https://evil.test/auth/done', FRONTEND.toUpperCase(), OTHER_FRONTEND]) {
      const provider = uri === OTHER_FRONTEND ? 'idp-unverified' : 'idp-verified'; // OTHER_FRONTEND is allowed for idp-verified only
      const res = await h.t.http.get(`/api/mobile/auth/${provider}`).query({ redirect_uri: uri }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, errorCode: 'AUTH_OAUTH_REDIRECT_URI_NOT_ALLOWED', message: expect.any(String) });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const missing = await h.t.http.get('/api/mobile/auth/idp-verified').expect(400);
    expect(missing.body.errorCode).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(missing.body.details)).toContain('redirect_uri');
  });
});

describe('resolution table', () => {
  it('row 6: creates a verified customer and its link from an idp-verified profile asserting email_verified', async () => {
    const p = person({ emailVerified: true });
    const landing = await browserSignIn(h, 'idp-verified', p);
    expect(`${landing.origin}${landing.pathname}`).toBe(FRONTEND);
    const code = codeOf(landing);
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/); // 192 bits
    const res = await exchange(h, 'idp-verified', code).expect(200);
    expect(res.body).toEqual({ message: expect.any(String), errorCode: null, data: { user: expect.any(Object), tokens: expect.any(Object) } });
    expect(res.body.data.user).toMatchObject({ email: p.email, emailVerified: true, role: 'customer', name: p.name });
    expect(res.body.data.tokens).toEqual({ sessionId: expect.any(String), accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(await linksOf(p.sub)).toEqual([{ provider: 'idp-verified', userId: res.body.data.user.id }]);
  });

  it('row 6: idp-verified without the email_verified claim, and idp-unverified even with it, create unverified customers', async () => {
    const a = person();
    const ra = await signIn(h, 'idp-verified', a);
    expect(ra.body.data.user).toMatchObject({ email: a.email, emailVerified: false });
    const b = person({ emailVerified: true });
    const rb = await signIn(h, 'idp-unverified', b);
    expect(rb.body.data.user).toMatchObject({ email: b.email, emailVerified: false });
    expect(await linksOf(b.sub)).toEqual([{ provider: 'idp-unverified', userId: rb.body.data.user.id }]);
  });

  it('row 2: the link decides, not the email: a changed email signs into the same customer and nothing is rewritten', async () => {
    const p = person({ emailVerified: true });
    const first = await signIn(h, 'idp-verified', p);
    const again = await signIn(h, 'idp-verified', { ...p, email: `changed-${p.email}` });
    expect(again.body.data.user.id).toBe(first.body.data.user.id);
    expect(again.body.data.user.email).toBe(p.email);
    expect(again.body.data.tokens.sessionId).not.toBe(first.body.data.tokens.sessionId);
    expect(await sql(`SELECT subject, email FROM user_identities WHERE subject = $1`, [p.sub])).toEqual([{ subject: p.sub, email: p.email }]);
  });

  it('row 2: a linked customer who is banned or being deleted gets the gates, and no session', async () => {
    const banned = person({ emailVerified: true });
    const b = await signIn(h, 'idp-verified', banned);
    await sql(`UPDATE users SET is_active = false WHERE public_id = $1`, [b.body.data.user.id]);
    const sessions = await count('auth_sessions');
    expect((await signIn(h, 'idp-verified', banned, 403)).body.errorCode).toBe('AUTH_ACCOUNT_DISABLED');

    const leaving = person({ emailVerified: true });
    const l = await signIn(h, 'idp-verified', leaving);
    await sql(`UPDATE users SET deletion_requested_at = now(), deletion_scheduled_at = now() + interval '7 days' WHERE public_id = $1`, [l.body.data.user.id]);
    const before = await count('auth_sessions');
    expect((await signIn(h, 'idp-verified', leaving, 409)).body.errorCode).toBe('AUTH_OAUTH_ACCOUNT_RECOVERY_REQUIRED');
    expect(await count('auth_sessions')).toBe(before);
    expect(before).toBe(sessions + 1);
  });

  it('row 3: an admin address is refused by both providers, and nothing is linked', async () => {
    const admin = person({ email: SUPERADMIN.email, emailVerified: true });
    const v = await signIn(h, 'idp-verified', admin, 401);
    expect(v.body).toEqual({ statusCode: 401, errorCode: 'AUTH_IDPVERIFIED_LOGIN_NOT_ALLOWED_FOR_ADMIN', message: expect.any(String) });
    const u = await signIn(h, 'idp-unverified', admin, 401);
    expect(u.body.errorCode).toBe('AUTH_IDPUNVERIFIED_LOGIN_NOT_ALLOWED_FOR_ADMIN');
    expect(await linksOf(admin.sub)).toEqual([]);
  });

  it('row 4: idp-unverified never adopts an existing customer; idp-verified only with email_verified', async () => {
    const email = person().email!;
    const c = await insertCustomer(h.t, email, { verified: true, password: 'customer-password-1' });
    const unverified = person({ email, emailVerified: true });
    expect((await signIn(h, 'idp-unverified', unverified, 409)).body.errorCode).toBe('AUTH_IDPUNVERIFIED_ACCOUNT_LINK_REQUIRED');
    const noClaim = person({ email });
    expect((await signIn(h, 'idp-verified', noClaim, 409)).body.errorCode).toBe('AUTH_IDPVERIFIED_ACCOUNT_LINK_REQUIRED');
    expect(await linksOf(unverified.sub)).toEqual([]);
    expect(await linksOf(noClaim.sub)).toEqual([]);

    const asserted = person({ email: email.toUpperCase(), emailVerified: true });
    const res = await signIn(h, 'idp-verified', asserted);
    expect(res.body.data.user).toMatchObject({ id: c.publicId, email, emailVerified: true });
    expect(await linksOf(asserted.sub)).toEqual([{ provider: 'idp-verified', userId: c.publicId }]);
  });

  it('row 4: a customer who registered without verifying becomes verified and gets tokens; unproven access is revoked', async () => {
    const email = person().email!;
    // someone registered this address without proving it, and attached an idp-unverified account to it
    const squatter = person({ email });
    const squat = await signIn(h, 'idp-unverified', squatter);
    expect(squat.body.data.user.emailVerified).toBe(false);
    const owner = person({ email, emailVerified: true });
    const res = await signIn(h, 'idp-verified', owner);
    expect(res.body.data.user).toMatchObject({ id: squat.body.data.user.id, emailVerified: true });
    expect(await linksOf(squatter.sub)).toEqual([]);
    expect(await linksOf(owner.sub)).toEqual([{ provider: 'idp-verified', userId: squat.body.data.user.id }]);
    const [old] = await sql(`SELECT revoked_at FROM auth_sessions WHERE public_id = $1`, [squat.body.data.tokens.sessionId]);
    expect(old.revoked_at).not.toBeNull();
    const [fresh] = await sql(`SELECT revoked_at FROM auth_sessions WHERE public_id = $1`, [res.body.data.tokens.sessionId]);
    expect(fresh.revoked_at).toBeNull();
    // the squatter's provider account now starts afresh, and the address is taken by a proven owner
    expect((await signIn(h, 'idp-unverified', squatter, 409)).body.errorCode).toBe('AUTH_IDPUNVERIFIED_ACCOUNT_LINK_REQUIRED');
  });

  it('row 4: a banned customer is not adopted', async () => {
    const email = person().email!;
    await insertCustomer(h.t, email, { verified: true, banned: true });
    const p = person({ email, emailVerified: true });
    expect((await signIn(h, 'idp-verified', p, 403)).body.errorCode).toBe('AUTH_ACCOUNT_DISABLED');
    expect(await linksOf(p.sub)).toEqual([]);
  });

  it('row 5: a customer being deleted asks for recovery; a deleted one makes the email unavailable', async () => {
    const leaving = person().email!;
    await insertCustomer(h.t, leaving, { verified: true, pendingDeletion: true });
    const a = person({ email: leaving, emailVerified: true });
    expect((await signIn(h, 'idp-verified', a, 409)).body).toEqual({
      statusCode: 409,
      errorCode: 'AUTH_OAUTH_ACCOUNT_RECOVERY_REQUIRED',
      message: expect.any(String),
    });
    const gone = person().email!;
    await insertCustomer(h.t, gone, { verified: true, deleted: true });
    const b = person({ email: gone, emailVerified: true });
    expect((await signIn(h, 'idp-verified', b, 409)).body.errorCode).toBe('AUTH_OAUTH_EMAIL_UNAVAILABLE');
    expect((await signIn(h, 'idp-unverified', person({ email: gone }), 409)).body.errorCode).toBe('AUTH_OAUTH_EMAIL_UNAVAILABLE');
    expect(await linksOf(a.sub)).toEqual([]);
    expect(await linksOf(b.sub)).toEqual([]);
  });

  it('row 1: a profile without email lands on the frontend with error=email_required and no code', async () => {
    const codes = await count('oauth_codes');
    const landing = await browserSignIn(h, 'idp-verified', person({ email: undefined }));
    expect(landing.searchParams.get('error')).toBe('email_required');
    expect(landing.searchParams.get('code')).toBeNull();
    expect(await count('oauth_codes')).toBe(codes);
  });
});

describe('one-time code', () => {
  it('is single-use; an unknown, used, expired or other-provider code gets the same 400', async () => {
    const code = codeOf(await browserSignIn(h, 'idp-verified', person({ emailVerified: true })));
    await exchange(h, 'idp-verified', code).expect(200);
    const used = await exchange(h, 'idp-verified', code).expect(400);
    expect(used.body).toEqual({ statusCode: 400, errorCode: 'AUTH_OAUTH_CODE_INVALID', message: expect.any(String) });
    const unknown = await exchange(h, 'idp-verified', 'A'.repeat(32)).expect(400);
    expect(unknown.body).toEqual(used.body);

    const other = codeOf(await browserSignIn(h, 'idp-verified', person({ emailVerified: true })));
    expect((await exchange(h, 'idp-unverified', other).expect(400)).body).toEqual(used.body);

    const late = codeOf(await browserSignIn(h, 'idp-verified', person({ emailVerified: true })));
    clock.advance(91_000);
    const sessions = await count('auth_sessions');
    expect((await exchange(h, 'idp-verified', late).expect(400)).body).toEqual(used.body);
    expect(await count('auth_sessions')).toBe(sessions);
    const bad = await h.t.http.post('/api/mobile/auth/idp-verified/exchange').send({}).expect(400);
    expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('is stored as a hash beside the identity, never with a provider token', async () => {
    const code = codeOf(await browserSignIn(h, 'idp-verified', person({ emailVerified: true })));
    const rows = await sql(`SELECT * FROM oauth_codes WHERE code_hash = encode(sha256($1::bytea), 'hex')`, [code]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    const columns = await sql(
      `SELECT column_name FROM information_schema.columns WHERE table_name IN ('oauth_codes', 'user_identities') AND column_name ILIKE '%token%'`,
    );
    expect(columns).toEqual([]);
  });

  it('redeemed twice at once: exactly one exchange wins', async () => {
    const code = codeOf(await browserSignIn(h, 'idp-verified', person({ emailVerified: true })));
    const results = await Promise.all([exchange(h, 'idp-verified', code), exchange(h, 'idp-verified', code), exchange(h, 'idp-verified', code)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('two codes of the same new person exchanged at once give one customer and one link', async () => {
    const p = person({ emailVerified: true });
    const c1 = codeOf(await browserSignIn(h, 'idp-verified', p));
    const c2 = codeOf(await browserSignIn(h, 'idp-verified', p));
    const [r1, r2] = await Promise.all([exchange(h, 'idp-verified', c1), exchange(h, 'idp-verified', c2)]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect(r1.body.data.user.id).toBe(r2.body.data.user.id);
    expect(await linksOf(p.sub)).toHaveLength(1);
    expect(await sql(`SELECT 1 FROM users WHERE email = $1`, [p.email])).toHaveLength(1);
  });
});

describe('callback', () => {
  const callbackPrefix = () => `${h.base}/api/mobile/auth/idp-verified/callback`;

  /** Runs a browser up to the provider's redirect to our callback, and returns that URL unvisited. */
  async function upToCallback(browser: Browser, p = person({ emailVerified: true })): Promise<URL> {
    h.idp.accounts.set(p.sub, p);
    h.idp.next = { signInAs: p.sub };
    const end = await browser.follow(startUrl('idp-verified'), callbackPrefix());
    if (!('location' in end)) throw new Error('no callback');
    return new URL(end.location);
  }

  it('refuses a state from another browser with 403, and the right browser can still finish', async () => {
    const mine = new Browser();
    const callback = await upToCallback(mine);
    const codes = await count('oauth_codes');
    const stranger = await new Browser().request(callback.toString());
    expect(stranger.status).toBe(403);
    expect((await stranger.json()) as any).toEqual({ statusCode: 403, errorCode: 'AUTH_OAUTH_STATE_NOT_BOUND_TO_BROWSER', message: expect.any(String) });
    // a browser with a binding of its own is just as foreign
    const other = new Browser();
    await other.request(startUrl('idp-verified'));
    expect((await other.request(callback.toString())).status).toBe(403);
    expect(await count('oauth_codes')).toBe(codes);
    const end = await mine.follow(callback.toString(), FRONTEND);
    expect('location' in end && new URL(end.location).searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('refuses a tampered, missing, expired or other-provider state with 400 and redirects nowhere', async () => {
    const browser = new Browser();
    const callback = await upToCallback(browser);
    const state = callback.searchParams.get('state')!;
    const [body, sig] = state.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...payload, redirectUri: OTHER_FRONTEND })).toString('base64url')}.${sig}`;
    const flipped = `${body}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    const variants: URL[] = [];
    for (const s of [forged, flipped, 'garbage', null]) {
      const u = new URL(callback);
      if (s === null) u.searchParams.delete('state');
      else u.searchParams.set('state', s);
      variants.push(u);
    }
    const otherProvider = new URL(callback.toString().replace('/idp-verified/', '/idp-unverified/'));
    variants.push(otherProvider);
    for (const u of variants) {
      const res = await browser.request(u.toString());
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(((await res.json()) as any).errorCode).toBe('AUTH_OAUTH_STATE_INVALID');
    }
    clock.advance(301_000);
    const late = await browser.request(callback.toString());
    expect(late.status).toBe(400);
    expect(((await late.json()) as any).errorCode).toBe('AUTH_OAUTH_STATE_INVALID');
  });

  it('a cancelled consent lands with error=access_denied; a provider error with error=oauth_failed', async () => {
    const browser = new Browser();
    h.idp.next = { deny: true };
    const end = await browser.follow(startUrl('idp-verified'), FRONTEND);
    expect('location' in end && Object.fromEntries(new URL(end.location).searchParams)).toEqual({ error: 'access_denied' });

    const callback = await upToCallback(browser);
    await browser.request(callback.toString()); // spends the provider's authorization code
    const replay = await browser.request(callback.toString());
    expect(replay.status).toBe(302);
    expect(Object.fromEntries(new URL(replay.headers.get('location')!).searchParams)).toEqual({ error: 'oauth_failed' });
  });
});
