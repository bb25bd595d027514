import type { Server } from 'node:net';
import { BazaarApiError, createBazaarClient, dataOf, type BazaarClient } from '../../packages/client/src/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';

/** @bazaar/client against the running service on a real port: every call goes over HTTP through fetch. */
let t: TestApp;
let server: Server;
let baseUrl: string;
beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  server = await t.bazaar.listen(0);
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => t?.close());

describe('@bazaar/client', () => {
  let admin: BazaarClient;

  it('signs in and gets typed tokens and profile', async () => {
    admin = createBazaarClient({ baseUrl: `${baseUrl}/` });
    const { data, error, response } = await admin.POST('/api/auth/login/email', { body: { email: SUPERADMIN.email, password: SUPERADMIN.password } });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data!.data.user).toMatchObject({ email: SUPERADMIN.email, role: 'superadmin' });
    expect(data!.data.tokens.accessToken).toEqual(expect.any(String));
    admin.setToken(data!.data.tokens.accessToken);
  });

  it('makes authenticated calls with the token it was given', async () => {
    const me = dataOf(await admin.GET('/api/auth/me'));
    expect(me).toMatchObject({ email: SUPERADMIN.email, hasPassword: true });

    const created = await admin.POST('/api/admin/catalog/brands', { body: { name: 'Acme Audio', description: 'Speakers' } });
    expect(created.response.status).toBe(201);
    expect(created.data!.message).toBe('Brand created');
    expect(created.data!.data).toMatchObject({ name: 'Acme Audio', slug: 'acme-audio', isVisible: true, deletedAt: null });

    // a client given the token up front sends it too
    const signIn = dataOf(
      await createBazaarClient({ baseUrl }).POST('/api/auth/login/email', { body: { email: SUPERADMIN.email, password: SUPERADMIN.password } }),
    );
    const other = createBazaarClient({ baseUrl, token: signIn.tokens.accessToken });
    const brand = dataOf(await other.GET('/api/admin/catalog/brands/{id}', { params: { path: { id: created.data!.data.publicId } } }));
    expect(brand.name).toBe('Acme Audio');
  });

  it('reads the public catalog without a token, with typed pages and details', async () => {
    const shopper = createBazaarClient({ baseUrl });
    const { data } = await shopper.GET('/api/mobile/catalog/brands', { params: { query: { page: 1, size: 10 } } });
    expect(data).toMatchObject({ message: 'OK', errorCode: null, count: 1, currentPage: 1, totalPage: 1 });
    expect(data!.data.map((b) => b.name)).toEqual(['Acme Audio']);

    const brand = dataOf(await shopper.GET('/api/mobile/catalog/brands/{slug}', { params: { path: { slug: 'acme-audio' } } }));
    expect(brand).toMatchObject({ name: 'Acme Audio', canonicalSlug: 'acme-audio', description: 'Speakers' });
  });

  it('answers an error with the typed error body', async () => {
    const shopper = createBazaarClient({ baseUrl });
    const missing = await shopper.GET('/api/mobile/catalog/brands/{slug}', { params: { path: { slug: 'no-such-brand' } } });
    expect(missing.data).toBeUndefined();
    expect(missing.response.status).toBe(404);
    // the type lists the codes the route documents: BRAND_NOT_FOUND, VALIDATION_FAILED, RATE_LIMITED
    const code: 'BRAND_NOT_FOUND' | 'VALIDATION_FAILED' | 'RATE_LIMITED' | undefined = missing.error?.errorCode;
    expect(code).toBe('BRAND_NOT_FOUND');
    expect(missing.error).toMatchObject({ statusCode: 404, message: 'Brand not found' });

    const anonymous = await shopper.GET('/api/auth/me');
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.error?.errorCode).toBe('UNAUTHORIZED');

    const thrown = await shopper
      .GET('/api/auth/me')
      .then(dataOf)
      .catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(BazaarApiError);
    expect(thrown).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
  });

  it('refuses a bad body with VALIDATION_FAILED and the field named', async () => {
    const { error, response } = await admin.POST('/api/admin/catalog/brands', { body: { name: 'x' } });
    expect(response.status).toBe(400);
    expect(error?.errorCode).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(error?.details)).toContain('name');
  });
});
