import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mountAdminPanel } from '../../../admin/index.js';
import { adminWith, bearer, SUPERADMIN } from '../../support/auth.js';
import { freePort } from '../../support/free-port.js';
import { panelLogin } from '../../admin/support/panel.js';
import { Browser } from './support/browser.js';
import { bootFederated, FRONTEND, person, signIn, type FederatedHarness } from './support/federated-app.js';

let h: FederatedHarness;
beforeAll(async () => {
  // nothing configured yet: the operator does it in these tests
  h = await bootFederated({}, [], mountAdminPanel);
});
afterAll(async () => h?.close());

const ROUTE = '/api/admin/auth/oauth-providers';
const put = (provider: string, body: Record<string, unknown>) => h.t.http.put(`${ROUTE}/${provider}`).set(bearer(h.rootToken)).send(body);

describe('provider client settings (admin route)', () => {
  it('starts unconfigured: the settings say so and sign-in answers 503 AUTH_OAUTH_PROVIDER_NOT_CONFIGURED', async () => {
    const res = await h.t.http.get(`${ROUTE}/idp-verified`).set(bearer(h.rootToken)).expect(200);
    expect(res.body.data).toEqual({
      provider: 'idp-verified',
      enabled: true,
      configured: false,
      issuer: null,
      clientId: null,
      hasClientSecret: false,
      scopes: 'email profile',
      callbackUrl: `${h.base}/api/mobile/auth/idp-verified/callback`,
      updatedAt: null,
    });
    const start = await h.t.http.get('/api/mobile/auth/idp-verified').query({ redirect_uri: FRONTEND }).expect(503);
    expect(start.body).toEqual({ statusCode: 503, errorCode: 'AUTH_OAUTH_PROVIDER_NOT_CONFIGURED', message: expect.any(String) });
  });

  it('refuses settings whose issuer has no valid discovery document, or with no secret to use', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`;
    const wrongIssuer = h.idp.issuer.replace('127.0.0.1', 'localhost');
    for (const issuer of [nobody, h.base, `${h.idp.issuer}/elsewhere`, wrongIssuer]) {
      const res = await put('idp-verified', { issuer, clientId: h.idp.clientId, clientSecret: h.idp.clientSecret }).expect(400);
      expect(res.body.errorCode).toBe('AUTH_OAUTH_DISCOVERY_FAILED');
    }
    const noSecret = await put('idp-verified', { issuer: h.idp.issuer, clientId: h.idp.clientId }).expect(400);
    expect(noSecret.body.errorCode).toBe('AUTH_OAUTH_CLIENT_SECRET_REQUIRED');
    const invalid = await put('idp-verified', { issuer: 'not a url', clientId: '', extra: 1 }).expect(400);
    expect(invalid.body.errorCode).toBe('VALIDATION_FAILED');
    expect((await h.t.http.get(`${ROUTE}/idp-verified`).set(bearer(h.rootToken))).body.data.configured).toBe(false);
  });

  it('saves issuer, client id and secret; the secret never comes back; sign-in then works', async () => {
    const saved = await put('idp-verified', { issuer: h.idp.issuer, clientId: h.idp.clientId, clientSecret: h.idp.clientSecret }).expect(200);
    expect(saved.body.data).toMatchObject({ configured: true, issuer: h.idp.issuer, clientId: h.idp.clientId, hasClientSecret: true, scopes: 'email profile' });
    expect(JSON.stringify(saved.body)).not.toContain(h.idp.clientSecret);
    const list = await h.t.http.get(ROUTE).set(bearer(h.rootToken)).expect(200);
    expect(list.body.data.map((p: any) => [p.provider, p.configured])).toEqual([
      ['idp-verified', true],
      ['idp-unverified', false],
    ]);
    expect(JSON.stringify(list.body)).not.toContain(h.idp.clientSecret);
    const res = await signIn(h, 'idp-verified', person({ emailVerified: true }));
    expect(res.body.data.user.emailVerified).toBe(true);

    // a later save without clientSecret keeps the stored one
    await put('idp-verified', { issuer: h.idp.issuer, clientId: h.idp.clientId, scopes: 'email' }).expect(200);
    await signIn(h, 'idp-verified', person({ emailVerified: true }));
    // a wrong secret is the provider's refusal: the browser lands with oauth_failed
    await put('idp-verified', { issuer: h.idp.issuer, clientId: h.idp.clientId, clientSecret: 'wrong-secret' }).expect(200);
    const p = person({ emailVerified: true });
    h.idp.accounts.set(p.sub, p);
    h.idp.next = { signInAs: p.sub };
    const end = await new Browser().follow(`${h.base}/api/mobile/auth/idp-verified?redirect_uri=${encodeURIComponent(FRONTEND)}`, FRONTEND);
    expect('location' in end && new URL(end.location).searchParams.get('error')).toBe('oauth_failed');
    await put('idp-verified', { issuer: h.idp.issuer, clientId: h.idp.clientId, clientSecret: h.idp.clientSecret }).expect(200);
  });

  it('is gated by OAuthProviders permissions; an unknown provider is 404', async () => {
    const other = await adminWith(h.t, h.rootToken, ['Admins_READ']);
    await h.t.http.get(ROUTE).set(bearer(other)).expect(403);
    await h.t.http.put(`${ROUTE}/idp-verified`).set(bearer(other)).send({ issuer: h.idp.issuer, clientId: 'x' }).expect(403);
    await h.t.http.get(ROUTE).expect(401);
    const reader = await adminWith(h.t, h.rootToken, ['OAuthProviders_READ']);
    expect((await h.t.http.get(`${ROUTE}/idp-verified`).set(bearer(reader)).expect(200)).body.data.provider).toBe('idp-verified');
    await h.t.http.put(`${ROUTE}/idp-verified`).set(bearer(reader)).send({ issuer: h.idp.issuer, clientId: 'x' }).expect(403);
    const writer = await adminWith(h.t, h.rootToken, ['OAuthProviders_UPDATE']);
    await h.t.http
      .put(`${ROUTE}/idp-verified`)
      .set(bearer(writer))
      .send({ issuer: h.idp.issuer, clientId: h.idp.clientId, clientSecret: h.idp.clientSecret })
      .expect(200);
    const unknown = await h.t.http.get(`${ROUTE}/idp-elsewhere`).set(bearer(h.rootToken)).expect(404);
    expect(unknown.body.errorCode).toBe('AUTH_OAUTH_PROVIDER_NOT_FOUND');
  });
});

describe('ID token signature', () => {
  it('refuses an ID token that the provider keys do not verify: the browser lands with oauth_failed', async () => {
    await put('idp-verified', { issuer: h.idp.issuer, clientId: h.idp.clientId, clientSecret: h.idp.clientSecret }).expect(200);
    // a key set with the provider's key id but another key: what a forged token would meet
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwks = JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256', use: 'sig' }] });
    const server = http.createServer((_req, res) => res.setHeader('content-type', 'application/json').end(jwks));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const [{ jwks_uri: original }] = await h.t.bazaar.dataSource.query(`SELECT jwks_uri FROM oauth_provider_settings WHERE provider = 'idp-verified'`);
    expect(original).toBe(`${h.idp.issuer}/jwks`);
    try {
      await h.t.bazaar.dataSource.query(`UPDATE oauth_provider_settings SET jwks_uri = $1 WHERE provider = 'idp-verified'`, [
        `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`,
      ]);
      const p = person({ emailVerified: true });
      h.idp.accounts.set(p.sub, p);
      h.idp.next = { signInAs: p.sub };
      const end = await new Browser().follow(`${h.base}/api/mobile/auth/idp-verified?redirect_uri=${encodeURIComponent(FRONTEND)}`, FRONTEND);
      expect('location' in end && Object.fromEntries(new URL(end.location).searchParams)).toEqual({ error: 'oauth_failed' });
      expect(await h.t.bazaar.dataSource.query(`SELECT 1 FROM users WHERE email = $1`, [p.email])).toEqual([]);
    } finally {
      await h.t.bazaar.dataSource.query(`UPDATE oauth_provider_settings SET jwks_uri = $1 WHERE provider = 'idp-verified'`, [original]);
      await new Promise<void>((r) => server.close(() => r()));
    }
    await signIn(h, 'idp-verified', person({ emailVerified: true }));
  });
});

describe('provider client settings (admin panel)', () => {
  it('lists both providers without any secret and saves an edit through the same service', async () => {
    const agent = await panelLogin(h.t, SUPERADMIN.email, SUPERADMIN.password);
    const list = await agent.get('/admin/api/resources/OAuthProviders/actions/list').expect(200);
    expect(list.body.records.map((r: any) => r.params.id).sort()).toEqual(['idp-unverified', 'idp-verified']);
    expect(JSON.stringify(list.body)).not.toContain(h.idp.clientSecret);

    const bad = await agent
      .post('/admin/api/resources/OAuthProviders/records/idp-unverified/edit')
      .type('form')
      .send({ issuer: `http://127.0.0.1:${await freePort()}`, clientId: h.idp.clientId, clientSecret: h.idp.clientSecret })
      .expect(200);
    expect(bad.body.notice).toMatchObject({ type: 'error' });

    const edited = await agent
      .post('/admin/api/resources/OAuthProviders/records/idp-unverified/edit')
      .type('form')
      .send({ issuer: h.idp.issuer, clientId: h.idp.clientId, clientSecret: h.idp.clientSecret, scopes: 'email profile' })
      .expect(200);
    expect(edited.body.notice).toMatchObject({ type: 'success' });
    expect(JSON.stringify(edited.body)).not.toContain(h.idp.clientSecret);
    const view = await h.t.http.get(`${ROUTE}/idp-unverified`).set(bearer(h.rootToken)).expect(200);
    expect(view.body.data).toMatchObject({ configured: true, hasClientSecret: true, issuer: h.idp.issuer });
    const res = await signIn(h, 'idp-unverified', person());
    expect(res.body.data.user.emailVerified).toBe(false);
  });
});
