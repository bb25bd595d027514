import { bearer } from '../../support/auth.js';
import { Browser } from './support/browser.js';
import { bootFederated, browserSignIn, exchange, FRONTEND, person, signIn, type FederatedHarness } from './support/federated-app.js';

let h: FederatedHarness;
beforeAll(async () => {
  // idp-unverified left off (no allowlist, no secret); idp-verified without a state secret; codes in the fragment
  h = await bootFederated({ OAUTH_IDPUNVERIFIED_REDIRECT_URIS: '', OAUTH_IDPUNVERIFIED_STATE_SECRET: '', OAUTH_CODE_DELIVERY: 'fragment', RATE_LIMITS: 'on' }, [
    'idp-verified',
  ]);
});
afterAll(async () => h?.close());

describe('configuration', () => {
  it('answers 503 AUTH_OAUTH_PROVIDER_NOT_ENABLED on all five idp-unverified routes, before anything else', async () => {
    const expected = { statusCode: 503, errorCode: 'AUTH_OAUTH_PROVIDER_NOT_ENABLED', message: expect.any(String) };
    const customer = (await signIn(h, 'idp-verified', person({ emailVerified: true }))).body.data.tokens.accessToken;
    const calls = [
      h.t.http.get('/api/mobile/auth/idp-unverified').query({ redirect_uri: FRONTEND }),
      h.t.http.get('/api/mobile/auth/idp-unverified'),
      h.t.http.get('/api/mobile/auth/idp-unverified/callback').query({ state: 'x', code: 'y' }),
      h.t.http.post('/api/mobile/auth/idp-unverified/exchange').send({ code: 'A'.repeat(32) }),
      h.t.http.post('/api/mobile/auth/idp-unverified/exchange').send({}),
      h.t.http.post('/api/mobile/auth/idp-unverified/link').set(bearer(customer)).send({ redirectUri: FRONTEND }),
      h.t.http.post('/api/mobile/auth/idp-unverified/link').send({}),
      h.t.http.delete('/api/mobile/auth/idp-unverified/link').set(bearer(customer)),
      h.t.http.delete('/api/mobile/auth/idp-unverified/link'),
    ];
    for (const call of calls) expect((await call.expect(503)).body).toEqual(expected);
    const settings = await h.t.http.get('/api/admin/auth/oauth-providers/idp-unverified').set(bearer(h.rootToken)).expect(200);
    expect(settings.body.data).toMatchObject({ enabled: false, configured: false });
  });

  it('delivers the code in the fragment when OAUTH_CODE_DELIVERY=fragment', async () => {
    const landing = await browserSignIn(h, 'idp-verified', person({ emailVerified: true }));
    expect(landing.search).toBe('');
    expect(`${landing.origin}${landing.pathname}`).toBe(FRONTEND);
    const code = new URLSearchParams(landing.hash.slice(1)).get('code')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await exchange(h, 'idp-verified', code).expect(200);

    h.idp.next = { deny: true };
    const end = await new Browser().follow(`${h.base}/api/mobile/auth/idp-verified?redirect_uri=${encodeURIComponent(FRONTEND)}`, FRONTEND);
    expect('location' in end && new URL(end.location).hash).toBe('#error=access_denied');
  });

  it('signs idp-verified states with a secret generated once and kept in the database', async () => {
    const rows = await h.t.bazaar.dataSource.query(`SELECT length(value) AS n FROM shared_secrets WHERE name = 'oauth_idpverified_state'`);
    expect(rows).toEqual([{ n: expect.any(Number) }]);
    expect(rows[0].n).toBeGreaterThanOrEqual(32);
  });

  it('documents the federated routes in the OpenAPI document with their codes and limits', async () => {
    const doc = (await h.t.http.get('/api/openapi.json').expect(200)).body;
    const exchangeOp = doc.paths['/api/mobile/auth/idp-verified/exchange'].post;
    const codes = JSON.stringify(exchangeOp.responses);
    for (const code of [
      'AUTH_OAUTH_CODE_INVALID',
      'AUTH_IDPVERIFIED_EMAIL_REQUIRED',
      'AUTH_IDPVERIFIED_LOGIN_NOT_ALLOWED_FOR_ADMIN',
      'AUTH_IDPVERIFIED_ACCOUNT_LINK_REQUIRED',
      'AUTH_OAUTH_ACCOUNT_RECOVERY_REQUIRED',
      'AUTH_OAUTH_EMAIL_UNAVAILABLE',
    ]) {
      expect(codes).toContain(code);
    }
    expect(exchangeOp['x-rate-limit']).toEqual([{ class: 'AUTH_OAUTH_EXCHANGE', limit: 10, windowSeconds: 60, key: 'ip' }]);
    expect(JSON.stringify(doc.paths['/api/mobile/auth/idp-unverified/callback'].get.responses)).toContain('AUTH_OAUTH_STATE_NOT_BOUND_TO_BROWSER');
    expect(JSON.stringify(doc.paths['/api/mobile/auth/idp-unverified/link'].delete.responses)).toContain('AUTH_LAST_CREDENTIAL_CANNOT_BE_REMOVED');
    expect(doc.paths['/api/admin/auth/oauth-providers/{provider}'].put['x-permission']).toEqual(['OAuthProviders_UPDATE']);
    expect(doc.paths['/api/auth/idp-verified']).toBeUndefined();
  });

  it('limits code exchanges per IP (RATE_LIMITS on in this file)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await exchange(h, 'idp-verified', 'B'.repeat(32))).status);
    expect(statuses[0]).toBe(400);
    expect(statuses).toContain(429);
    expect(statuses.slice(statuses.indexOf(429)).every((s) => s === 429)).toBe(true);
  });
});
