import type { FuzzFixtures } from './fuzz-fixtures.js';

// a few of the spec's page and section keys, and the federated providers (black box: not imported from the plugins)
const STATIC_POOLS: Record<string, Array<string | number>> = {
  pageKeys: ['home', 'about', 'faq', 'global_footer'],
  sectionKeys: ['hero', 'faq_intro', 'cta_banner', 'copyright'],
  providers: ['idp-verified', 'idp-unverified'],
  permissions: ['Tags_READ', 'Categories_UPDATE', 'Admins_CREATE'],
  // list sort keys are an allowlist per route that the document does not list: common ones
  sort: ['createdAt', 'updatedAt', 'name', 'displayOrder', 'publishedAt'],
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
};

export type PoolLookup = (field: string) => Array<string | number> | undefined;

/** The pools one operation's fields draw from. */
export function poolsFor(fixtures: FuzzFixtures, opPath: string): { path: PoolLookup; field: PoolLookup } {
  const pools = { ...STATIC_POOLS, ...fixtures.pools };
  const storageKey = /^\/api\/mobile\//.test(opPath) ? fixtures.pools.customerFileKeys : fixtures.pools.fileKeys;
  const field: PoolLookup = (name) => {
    if (name === 'publicIds') return pools[PATH_POOLS.find(([re]) => re.test(opPath + '/'))?.[1] ?? 'categories'];
    return FIELD_POOLS[name] ? pools[FIELD_POOLS[name]] : undefined;
  };
  const path: PoolLookup = (name) => {
    // s1..s6: the segments of a stored key; a key shorter than six segments leaves the rest out
    const seg = /^s([1-6])$/.exec(name);
    if (seg) return storageKey?.map((k) => String(k).split('/')[Number(seg[1]) - 1] ?? '');
    if (FIELD_POOLS[name]) return pools[FIELD_POOLS[name]];
    const byRoute = PATH_POOLS.find(([re]) => re.test(opPath));
    return byRoute ? pools[byRoute[1]] : undefined;
  };
  return { path, field };
}
