import type { FuzzFixtures } from './fuzz-fixtures.js';

// a few of the spec's page and section keys, and the federated providers (black box: not imported from the plugins)
const STATIC_POOLS: Record<string, Array<string | number>> = {
  pageKeys: ['home', 'about', 'faq', 'global_footer'],
  sectionKeys: ['hero', 'faq_intro', 'cta_banner', 'copyright'],
  providers: ['idp-verified', 'idp-unverified'],
  permissions: ['Tags_READ', 'Categories_UPDATE', 'Admins_CREATE'],
  // list sort keys are an allowlist per route that the document does not list: the ones every admin list takes
  sort: ['createdAt', 'updatedAt'],
  storefrontSorts: ['newest', 'priceAsc', 'priceDesc', 'discount'],
  // the banner statistics take a range of at most 90 days, `from` not after `to`
  statsFrom: ['2025-01-01'],
  statsTo: ['2025-01-31'],
  ruleOperators: ['in'],
  statsSorts: ['statDate', 'impressions', 'clicks'],
  timezones: ['Asia/Kathmandu', 'UTC'],
  // a selling price within the MRP
  mrps: [100000],
  sellingPrices: [90000, 100000],
};

/** which pool a path's {id}/{publicId}/{slug} takes, by the route it is in (first match) */
const PATH_POOLS: Array<[RegExp, string]> = [
  [/^\/api\/admin\/admins\//, 'admins'],
  [/^\/api\/admin\/roles\//, 'roles'],
  [/^\/api\/admin\/seo\//, 'seo'],
  [/^\/api\/admin\/blog\/categories\//, 'blogCategories'],
  [/^\/api\/admin\/blog\/posts\//, 'blogPosts'],
  [/^\/api\/admin\/catalog\/brands\//, 'brands'],
  [/^\/api\/admin\/catalog\/brand-series\//, 'series'],
  [/^\/api\/admin\/catalog\/categories\//, 'categories'],
  [/^\/api\/admin\/catalog\/tags\//, 'tags'],
  [/^\/api\/admin\/catalog\/jobs\//, 'jobs'],
  [/^\/api\/admin\/products\/jobs\//, 'productJobs'],
  [/^\/api\/admin\/products\/bulk\//, 'bulkProducts'],
  [/^\/api\/admin\/products\//, 'products'],
  [/^\/api\/admin\/deals\//, 'deals'],
  [/^\/api\/admin\/shipping\/zones\//, 'zones'],
  [/^\/api\/mobile\/addresses\//, 'addresses'],
  [/^\/api\/admin\/coupons\//, 'coupons'],
  [/^\/api\/admin\/newsletter\/campaigns\//, 'newsletterCampaigns'],
  [/^\/api\/admin\/campaigns\//, 'campaigns'],
  [/^\/api\/admin\/placements\//, 'placements'],
  [/^\/api\/admin\/banners\//, 'banners'],
  [/^\/api\/admin\/targeting-rules\//, 'targetingRules'],
  [/^\/api\/admin\/pos\/sales\//, 'posSales'],
  // checkout, payments, orders: the routes that end a session take one kept for them (fuzz-checkout-fixtures.ts)
  [/^\/api\/checkout\/sessions\/\{id\}\/cancel$/, 'adminCancelSessions'],
  [/^\/api\/checkout\/sessions\/\{id\}\/expire$/, 'adminExpireSessions'],
  [/^\/api\/checkout\/sessions\//, 'checkoutSessions'],
  [/^\/api\/mobile\/checkout\/\{id\}\/cancel$/, 'cancellerSessions'],
  [/^\/api\/mobile\/payments\/\{id\}\/cancel$/, 'cancellablePayments'],
  [/^\/api\/payments\/\{id\}\/resolve$/, 'flaggedPayments'],
  [/^\/api\/(mobile\/)?payments\//, 'payments'],
  [/^\/api\/(mobile\/)?orders\//, 'orders'],
  [/banners\/serve\/\{slug\}/, 'placementSlugs'],
  [/mobile\/products\/\{slug\}/, 'productSlugs'],
  [/blogs\/\{slug\}/, 'blogSlugs'],
  [/catalog\/categories\/\{slug\}/, 'categorySlugs'],
  [/catalog\/brands\/\{slug\}/, 'brandSlugs'],
  [/catalog\/series\/\{slug\}/, 'seriesSlugs'],
  [/catalog\/tags\/\{slug\}/, 'tagSlugs'],
];

/** which pool a body or query field takes, by its name (publicIds: by the route) */
const FIELD_POOLS: Record<string, string> = {
  roleId: 'roles',
  parentId: 'categories',
  brandPublicId: 'brands',
  seoId: 'seo',
  categoryId: 'blogCategories',
  email: 'emails',
  permissions: 'permissions',
  keys: 'fileKeys',
  pageKey: 'pageKeys',
  sectionKey: 'sectionKeys',
  provider: 'providers',
  sort: 'sort',
  districtId: 'districts',
  districtIds: 'districts',
  variantId: 'variants',
  variantPublicId: 'variants',
  categoryPublicId: 'categories',
  categoryPublicIds: 'categories',
  targetCategoryPublicId: 'categories',
  brandPublicIds: 'brands',
  targetBrandPublicId: 'brands',
  brandSeriesPublicId: 'series',
  tagPublicIds: 'tags',
  productPublicIds: 'products',
  targetProductPublicId: 'products',
  placementPublicId: 'placements',
  campaignPublicId: 'campaigns',
  bannerPublicId: 'banners',
  startsAt: 'windowStarts',
  publishAt: 'windowStarts',
  endsAt: 'windowEnds',
  expiresAt: 'windowEnds',
  occurredAt: 'moments',
  scheduleTimezone: 'timezones',
  mrp: 'mrps',
  sellingPrice: 'sellingPrices',
  addressId: 'addresses',
  checkoutId: 'checkoutSessions',
  method: 'paymentMethods',
  createdFrom: 'createdFroms',
  createdTo: 'createdTos',
  couponCode: 'couponCodes',
  // EMI, reviews, POS
  bankId: 'emiBanks',
  rateId: 'emiRates',
  tenureMonths: 'emiTenureMonths',
  productId: 'products',
  productPublicId: 'products',
  productIds: 'products',
  categoryIds: 'categories',
  customerId: 'customers',
};

/** a field whose values depend on the route (first match) */
const ROUTE_FIELD_POOLS: Array<[RegExp, string, string]> = [
  [/^\/api\/mobile\/products/, 'sort', 'storefrontSorts'],
  [/^\/api\/admin\/banner-analytics\/stats/, 'sort', 'statsSorts'],
  [/^\/api\/admin\/banner-analytics\//, 'from', 'statsFrom'],
  [/^\/api\/admin\/banner-analytics\//, 'to', 'statsTo'],
  [/^\/api\/admin\/targeting-rules/, 'operator', 'ruleOperators'],
  // the checkout routes that run as customers of their own (fuzz-checkout-fixtures.ts) take that customer's records
  [/^\/api\/mobile\/checkout$/, 'addressId', 'starterAddresses'],
  [/^\/api\/mobile\/checkout$/, 'cartVersion', 'starterCartVersions'],
  [/^\/api\/mobile\/checkout\/pay$/, 'addressId', 'buyerAddresses'],
  [/^\/api\/mobile\/checkout\/pay$/, 'cartVersion', 'buyerCartVersions'],
  [/^\/api\/mobile\/checkout\/pay$/, 'expectedGrandTotal', 'buyerTotals'],
  [/^\/api\/mobile\/payments$/, 'checkoutId', 'payerSessions'],
  // EMI's eligibility lists catalog categories (blog's categoryId elsewhere)
  [/^\/api\/admin\/emi\//, 'categoryId', 'categories'],
];

export type PoolLookup = (field: string) => Array<string | number> | undefined;

/** The pools one operation's fields draw from. */
export function poolsFor(fixtures: FuzzFixtures, opPath: string): { path: PoolLookup; field: PoolLookup } {
  const pools = { ...STATIC_POOLS, ...fixtures.pools };
  const storageKey = /^\/api\/mobile\//.test(opPath) ? fixtures.pools.customerFileKeys : fixtures.pools.fileKeys;
  const field: PoolLookup = (name) => {
    const byRoute = ROUTE_FIELD_POOLS.find(([re, f]) => f === name && re.test(opPath));
    if (byRoute) return pools[byRoute[2]];
    if (name === 'publicIds') return pools[PATH_POOLS.find(([re]) => re.test(opPath + '/'))?.[1] ?? 'categories'];
    return FIELD_POOLS[name] ? pools[FIELD_POOLS[name]] : undefined;
  };
  const path: PoolLookup = (name) => {
    // s1..s6: the segments of a stored key; a key shorter than six segments leaves the rest out
    const seg = /^s([1-6])$/.exec(name);
    if (seg) return storageKey?.map((k) => String(k).split('/')[Number(seg[1]) - 1] ?? '');
    const byRouteField = ROUTE_FIELD_POOLS.find(([re, f]) => f === name && re.test(opPath));
    if (byRouteField) return pools[byRouteField[2]];
    if (FIELD_POOLS[name]) return pools[FIELD_POOLS[name]];
    const byRoute = PATH_POOLS.find(([re]) => re.test(opPath));
    return byRoute ? pools[byRoute[1]] : undefined;
  };
  return { path, field };
}
