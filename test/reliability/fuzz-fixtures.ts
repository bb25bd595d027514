import { randomUUID } from 'node:crypto';
import { jsonCall, type FuzzClient } from './fuzz-http.js';
import { createAreaFixtures } from './fuzz-area-fixtures.js';
import { createCheckoutFixtures } from './fuzz-checkout-fixtures.js';
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
  /** customers of their own for the routes that use up a checkout session (fuzz-checkout-fixtures.ts) */
  ownCustomers: Record<string, string>;
  /** "POST /api/mobile/checkout": the ownCustomers key that operation runs as */
  routeCustomers: Record<string, string>;
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

async function registerCustomer(c: FuzzClient, tag: string): Promise<{ token: string; email: string; id: string }> {
  const email = `fuzz-${tag}-${randomUUID().slice(0, 8)}@shop.test`;
  const res = await jsonCall(c, 'POST', '/api/mobile/auth/register', { name: `Fuzz ${tag}`, email, password: 'fuzz-customer-password-1', deviceInfo: DEVICE });
  return { token: res.data.tokens.accessToken, email, id: res.data.user.id };
}

async function upload(c: FuzzClient, path: string, field: string, token: string): Promise<string> {
  const { body, contentType } = multipartBody([{ name: field, filename: 'fixture.png', contentType: 'image/png', data: TINY_PNG }]);
  const res = await c.send({ method: 'POST', path, headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body });
  if (res.status !== 201 && res.status !== 200) throw new Error(`fuzz setup: upload ${path} answered ${res.status} ${res.body.slice(0, 300)}`);
  const data = JSON.parse(res.body).data;
  return (Array.isArray(data) ? data[0] : data).relativePath;
}

const idempotent = () => ({ 'idempotency-key': `fuzz-${randomUUID()}` });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * One record of each kind of the shop's areas (products, deals, shipping, addresses, coupons, cart,
 * newsletter, banners), with the pools they fill. The bulk product routes get a product of their own, so a
 * bulk deletion drawn early does not take the product every other product route works on.
 */
async function createShopFixtures(c: FuzzClient, tokens: { admin: string; customer: string }, catalog: { category: string; brand: string }) {
  const call = async (method: string, path: string, body: unknown, token = tokens.admin, headers: Record<string, string> = {}) => {
    const res = await c.send({
      method,
      path,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
    });
    if (res.status >= 300) throw new Error(`fuzz setup: ${method} ${path} answered ${res.status} ${res.body.slice(0, 300)}`);
    return res.body ? JSON.parse(res.body).data : undefined;
  };
  const PRODUCTS = '/api/admin/products';
  const newProduct = (name: string) =>
    call(
      'POST',
      PRODUCTS,
      { name, categoryPublicId: catalog.category, brandPublicId: catalog.brand, mrp: 100000, sellingPrice: 90000 },
      tokens.admin,
      idempotent(),
    );
  const product = await newProduct('Fuzz product');
  const bulkProduct = await newProduct('Fuzz bulk product');
  const [variant] = await call('GET', `${PRODUCTS}/${product.publicId}/variants`, undefined);
  await call(
    'POST',
    `${PRODUCTS}/${product.publicId}/variants/${variant.publicId}/inventory/adjustments`,
    { delta: 50, reason: 'receipt' },
    tokens.admin,
    idempotent(),
  );
  const current = await call('GET', `${PRODUCTS}/${product.publicId}`, undefined);
  const listed = await call('PATCH', `${PRODUCTS}/${product.publicId}/lifecycle`, { status: 'published', version: current.version });
  await call('PUT', `/api/mobile/cart/items/${variant.publicId}`, { quantity: 1 }, tokens.customer);
  const deal = await call(
    'POST',
    '/api/admin/deals',
    { name: 'Fuzz deal', discountBps: 1000, startsAt: inDays(1), endsAt: inDays(10), productPublicIds: [product.publicId] },
    tokens.admin,
    idempotent(),
  );
  const productJob = await call('POST', `${PRODUCTS}/jobs/export`, { format: 'csv' }, tokens.admin, idempotent());

  const districts: Array<{ id: string; serviceable: boolean }> = await call('GET', '/api/mobile/shipping/districts', undefined);
  const zone = await call('POST', '/api/admin/shipping/zones', {
    name: 'Fuzz zone',
    districtIds: [districts.find((d) => !d.serviceable)!.id],
    fee: 15000,
    isActive: true,
  });
  const address = await call(
    'POST',
    '/api/mobile/addresses',
    {
      recipientName: 'Fuzz Buyer',
      recipientPhone: '9841234567',
      districtId: districts[0].id,
      municipalityName: 'Fuzz Municipality',
      ward: 5,
      street: 'Fuzz Road',
    },
    tokens.customer,
  );
  const coupon = await call('POST', '/api/admin/coupons', {
    code: `FUZZ${randomUUID().slice(0, 6).toUpperCase()}`,
    name: 'Fuzz coupon',
    kind: 'percentage',
    valueBps: 1000,
    scope: 'all',
    isActive: true,
  });
  const newsletter = await call(
    'POST',
    '/api/admin/newsletter/campaigns',
    { name: 'Fuzz newsletter', subject: 'Fuzz news', bodyMarkdown: 'Hello' },
    tokens.admin,
    idempotent(),
  );

  const placement = await call('POST', '/api/admin/placements', {
    slug: `fuzz-slot-${randomUUID().slice(0, 6)}`,
    label: 'Fuzz slot',
    layoutType: 'full_slider',
  });
  const campaign = await call('POST', '/api/admin/campaigns', { name: 'Fuzz campaign' });
  const banner = await call('POST', '/api/admin/banners', { title: 'Fuzz banner', primaryImageUrl: 'https://img.example/b.webp' });
  await call('POST', `/api/admin/campaigns/${campaign.publicId}/placements`, { placementPublicId: placement.publicId });
  await call('POST', `/api/admin/campaigns/${campaign.publicId}/placements/${placement.publicId}/banners`, { bannerPublicId: banner.publicId });
  const rule = await call('POST', '/api/admin/targeting-rules', {
    campaignPublicId: campaign.publicId,
    ruleType: 'device',
    operator: 'in',
    value: { values: ['ios'] },
  });

  return {
    products: [product.publicId],
    bulkProducts: [bulkProduct.publicId],
    productSlugs: [listed.slug],
    variants: [variant.publicId],
    deals: [deal.publicId],
    productJobs: [productJob.publicId],
    districts: districts.slice(0, 3).map((d) => d.id),
    zones: [zone.id],
    addresses: [address.id],
    coupons: [coupon.publicId],
    couponCodes: [coupon.code],
    newsletterCampaigns: [newsletter.id],
    placements: [placement.publicId],
    placementSlugs: [placement.slug],
    campaigns: [campaign.publicId],
    banners: [banner.publicId],
    targetingRules: [rule.publicId],
    // a window that starts later than now and ends after it starts (deals, coupons, campaigns, banners)
    windowStarts: [inDays(1)],
    windowEnds: [inDays(30)],
    // a tracked event happened just now
    moments: [new Date().toISOString()],
  };
}

/** Creates the identities and one record of each kind through the API itself (works against any running service). */
export async function createFixtures(c: FuzzClient): Promise<FuzzFixtures> {
  const admin = await adminLogin(c, FUZZ_SUPERADMIN.email, FUZZ_SUPERADMIN.password);
  const post = async (path: string, body: unknown, headers?: Record<string, string>) => {
    if (!headers) return (await jsonCall(c, 'POST', path, body, admin)).data;
    const res = await c.send({
      method: 'POST',
      path,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json', ...headers },
      body: Buffer.from(JSON.stringify(body)),
    });
    if (res.status >= 300) throw new Error(`fuzz setup: ${path} answered ${res.status} ${res.body.slice(0, 300)}`);
    return JSON.parse(res.body).data;
  };
  const role = await post('/api/admin/roles', { name: `fuzz-role-${randomUUID().slice(0, 8)}`, permissions: ['Tags_READ'] });
  const victim = await post('/api/admin/admins', {
    name: 'Fuzz victim',
    email: `fuzz-victim-${randomUUID().slice(0, 8)}@bazaar.test`,
    password: 'fuzz-admin-password-1',
    roleId: role.id,
  });
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
  const shop = await createShopFixtures(c, { admin, customer: customer.token }, { category: category.publicId, brand: brand.publicId });
  const customerFileKey = await upload(c, '/api/mobile/uploads', 'file', customer.token);
  const checkout = await createCheckoutFixtures(c, {
    admin,
    customer: customer.token,
    customerAddress: shop.addresses[0],
    variant: shop.variants[0],
    districtId: shop.districts[0],
    couponCode: shop.couponCodes[0],
  });

  const areas = await createAreaFixtures(c, { admin, customerId: customer.id, product: shop.products[0], variant: shop.variants[0] });

  return {
    tokens: { admin, customer: customer.token, spareAdmin, spareCustomer: spareCustomer.token },
    ownCustomers: checkout.tokens,
    routeCustomers: checkout.routeCustomers,
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
      ...shop,
      ...checkout.pools,
      ...areas,
    },
  };
}
