import { randomUUID } from 'node:crypto';
import { jsonCall, type FuzzClient } from './fuzz-http.js';
import { multipartBody, TINY_PNG } from './fuzz-multipart.js';

/** Identities the fuzzer signs in as, and records that exist, so valid-looking requests reach deep into handlers. */
export interface FuzzFixtures {
  tokens: {
    /** the superadmin: every admin route */
    admin: string;
    customer: string;
    /** separate sessions for the routes that end a session or an account (logout, password/set, account deletion) */
    spareAdmin: string;
    spareCustomer: string;
  };
  /** existing values by kind (ids, slugs, keys); see fuzz-pools.ts for which parameter takes which */
  pools: Record<string, Array<string | number>>;
}

export const FUZZ_SUPERADMIN = { email: 'fuzz-root@bazaar.test', password: 'fuzz-root-password-1' };
export const FUZZ_ENV = {
  SUPERADMIN_EMAIL: FUZZ_SUPERADMIN.email,
  SUPERADMIN_PASSWORD: FUZZ_SUPERADMIN.password,
  RATE_LIMITS: 'off',
  // a 1 MB file is then over the limit: the 413 path is exercised without sending 50 MB
  UPLOAD_MAX_FILE_SIZE_MB: '1',
};

const DEVICE = { deviceId: 'fuzz-device', deviceType: 'ios', deviceName: 'Fuzz phone' };

async function adminLogin(c: FuzzClient, email: string, password: string): Promise<string> {
  return (await jsonCall(c, 'POST', '/api/auth/login/email', { email, password })).data.tokens.accessToken;
}

async function registerCustomer(c: FuzzClient, tag: string): Promise<{ token: string; email: string }> {
  const email = `fuzz-${tag}-${randomUUID().slice(0, 8)}@shop.test`;
  const res = await jsonCall(c, 'POST', '/api/mobile/auth/register', { name: `Fuzz ${tag}`, email, password: 'fuzz-customer-password-1', deviceInfo: DEVICE });
  return { token: res.data.tokens.accessToken, email };
}

async function upload(c: FuzzClient, path: string, field: string, token: string): Promise<string> {
  const { body, contentType } = multipartBody([{ name: field, filename: 'fixture.png', contentType: 'image/png', data: TINY_PNG }]);
  const res = await c.send({ method: 'POST', path, headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body });
  if (res.status !== 201 && res.status !== 200) throw new Error(`fuzz setup: upload ${path} answered ${res.status} ${res.body.slice(0, 300)}`);
  const data = JSON.parse(res.body).data;
  return (Array.isArray(data) ? data[0] : data).relativePath;
}

/** Creates the identities and one record of each kind through the API itself (works against any running service). */
export async function createFixtures(c: FuzzClient): Promise<FuzzFixtures> {
  const admin = await adminLogin(c, FUZZ_SUPERADMIN.email, FUZZ_SUPERADMIN.password);
  const post = async (path: string, body: unknown, headers?: Record<string, string>) => {
    if (!headers) return (await jsonCall(c, 'POST', path, body, admin)).data;
    const res = await c.send({ method: 'POST', path, headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json', ...headers }, body: Buffer.from(JSON.stringify(body)) });
    if (res.status >= 300) throw new Error(`fuzz setup: ${path} answered ${res.status} ${res.body.slice(0, 300)}`);
    return JSON.parse(res.body).data;
  };
  const role = await post('/api/admin/roles', { name: `fuzz-role-${randomUUID().slice(0, 8)}`, permissions: ['Tags_READ'] });
  const victim = await post('/api/admin/admins', { name: 'Fuzz victim', email: `fuzz-victim-${randomUUID().slice(0, 8)}@bazaar.test`, password: 'fuzz-admin-password-1', roleId: role.id });
  const spareEmail = `fuzz-spare-${randomUUID().slice(0, 8)}@bazaar.test`;
  await post('/api/admin/admins', { name: 'Fuzz spare', email: spareEmail, password: 'fuzz-admin-password-1', roleId: role.id });
  const spareAdmin = await adminLogin(c, spareEmail, 'fuzz-admin-password-1');
  const customer = await registerCustomer(c, 'customer');
  const spareCustomer = await registerCustomer(c, 'spare');

  const category = await post('/api/admin/catalog/categories', { name: 'Fuzz category', imageUrl: 'https://img.example/c.webp', imageAlt: 'A category' });
  const child = await post('/api/admin/catalog/categories', { name: 'Fuzz child', parentId: category.publicId });
  const brand = await post('/api/admin/catalog/brands', { name: 'Fuzz brand' });
  const series = await post('/api/admin/catalog/brand-series', { name: 'Fuzz series', brandPublicId: brand.publicId });
  const tag = await post('/api/admin/catalog/tags', { name: 'Fuzz tag' });
  const seo = await post('/api/admin/seo', { title: 'Fuzz SEO' });
  const blogCategory = await post('/api/admin/blog/categories', { name: 'Fuzz blog category' });
  const blogPost = await post('/api/admin/blog/posts', { title: 'Fuzz post', body: '<p>Hello</p>', status: 'published', categoryId: blogCategory.id });
  const job = await post('/api/admin/catalog/jobs/export', { entity: 'category' }, { 'idempotency-key': `fuzz-${randomUUID()}` });
  const fileKey = await upload(c, '/api/upload', 'file', admin);
  const customerFileKey = await upload(c, '/api/mobile/uploads', 'file', customer.token);

  return {
    tokens: { admin, customer: customer.token, spareAdmin, spareCustomer: spareCustomer.token },
    pools: {
      roles: [role.id],
      admins: [victim.id],
      categories: [category.publicId, child.publicId],
      brands: [brand.publicId],
      series: [series.publicId],
      tags: [tag.publicId],
      seo: [seo.id],
      blogCategories: [blogCategory.id],
      blogPosts: [blogPost.id],
      jobs: [job.publicId],
      categorySlugs: [category.slug, child.slug],
      brandSlugs: [brand.slug],
      seriesSlugs: [series.slug],
      tagSlugs: [tag.slug],
      blogSlugs: [blogPost.slug],
      blogCategorySlugs: [blogCategory.slug],
      fileKeys: [fileKey],
      customerFileKeys: [customerFileKey],
      emails: [customer.email, victim.email],
    },
  };
}
