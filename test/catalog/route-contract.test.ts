import { bootApp, type TestApp } from '../support/app.js';
import { login, SUPERADMIN, SUPERADMIN_ENV, bearer } from '../support/auth.js';

/** Every catalog route of spec 02 with its permission and rate-limit class, as the OpenAPI document states them. */
const C = '/api/admin/catalog/categories';
const B = '/api/admin/catalog/brands';
const S = '/api/admin/catalog/brand-series';
const T = '/api/admin/catalog/tags';
const M = '/api/mobile/catalog';

type Row = [method: string, path: string, permission: string | null, limit: string];

const flat = (base: string, mod: string, withBulk = true): Row[] => [
  ['get', `${base}`, `${mod}_READ`, 'ADMIN_READ'],
  ['get', `${base}/{id}`, `${mod}_READ`, 'ADMIN_READ'],
  ['post', `${base}`, `${mod}_CREATE`, 'ADMIN_WRITE'],
  ['patch', `${base}/{id}`, `${mod}_UPDATE`, 'ADMIN_WRITE'],
  ['patch', `${base}/{id}/visibility`, `${mod}_UPDATE`, 'ADMIN_WRITE'],
  ['delete', `${base}/{id}`, `${mod}_DELETE`, 'ADMIN_WRITE'],
  ['post', `${base}/{id}/restore`, `${mod}_RESTORE`, 'ADMIN_WRITE'],
  ...(withBulk
    ? ([
        ['post', `${base}/bulk/delete`, `${mod}_DELETE`, 'ADMIN_BULK_WRITE'],
        ['post', `${base}/bulk/restore`, `${mod}_RESTORE`, 'ADMIN_BULK_WRITE'],
        ['post', `${base}/bulk/visibility`, `${mod}_UPDATE`, 'ADMIN_BULK_WRITE'],
        ['patch', `${base}/reorder`, `${mod}_UPDATE`, 'ADMIN_REORDER'],
      ] as Row[])
    : []),
];

const ROUTES: Row[] = [
  ...flat(C, 'Categories'),
  ['get', `${C}/tree`, 'Categories_READ', 'ADMIN_READ'],
  ['get', `${C}/{id}/breadcrumbs`, 'Categories_READ', 'ADMIN_READ'],
  ['patch', `${C}/{id}/move`, 'Categories_UPDATE', 'ADMIN_WRITE'],
  ...flat(B, 'Brands'),
  ...flat(S, 'BrandSeries'),
  ...flat(T, 'Tags', false),
  ['get', `${M}/categories`, null, 'PUBLIC_READ'],
  ['get', `${M}/category-tree`, null, 'PUBLIC_HIGH_FREQUENCY'],
  ['get', `${M}/categories/{slug}`, null, 'PUBLIC_READ'],
  ['get', `${M}/categories/{slug}/breadcrumbs`, null, 'PUBLIC_READ'],
  ['get', `${M}/brands`, null, 'PUBLIC_READ'],
  ['get', `${M}/brands/{slug}`, null, 'PUBLIC_READ'],
  ['get', `${M}/brands/{slug}/series`, null, 'PUBLIC_READ'],
  ['get', `${M}/series`, null, 'PUBLIC_READ'],
  ['get', `${M}/series/{slug}`, null, 'PUBLIC_READ'],
  ['get', `${M}/search`, null, 'PUBLIC_SEARCH'],
  ['get', `${M}/search/suggestions`, null, 'PUBLIC_SUGGEST'],
  ['get', `${M}/tags`, null, 'PUBLIC_READ'],
  ['get', `${M}/tags/{slug}`, null, 'PUBLIC_READ'],
];

let t: TestApp;
let doc: any;
beforeAll(async () => {
  t = await bootApp({ env: { ...SUPERADMIN_ENV, RATE_LIMITS: 'on' } });
  doc = (await t.http.get('/api/openapi.json').expect(200)).body;
});
afterAll(async () => t?.close());

describe('catalog route contract', () => {
  it.each(ROUTES)('%s %s: permission %s, limit class %s', (method, path, permission, limit) => {
    const key = Object.keys(doc.paths).find((p) => p.replace(/\{[^}]+\}/g, '{id}') === path.replace(/\{[^}]+\}/g, '{id}'));
    expect(key).toBeDefined();
    const op = doc.paths[key!][method];
    expect(op).toBeDefined();
    expect(op['x-permission']).toEqual(permission ? [permission] : []);
    expect(op['x-auth']).toBe(permission ? 'admin' : 'none');
    expect(op['x-rate-limit'].map((r: any) => r.class)).toEqual([limit]);
  });

  it('documents the search and suggestion query parameters', () => {
    const names = (p: string) =>
      (doc.paths[p].get.parameters ?? [])
        .filter((x: any) => x.in === 'query')
        .map((x: any) => x.name)
        .sort();
    expect(names(`${M}/search`)).toEqual(['limit', 'q', 'types']);
    expect(names(`${M}/search/suggestions`)).toEqual(['limit', 'q']);
  });

  it('answers 429 once the admin write class (10/min) is spent', async () => {
    const root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await t.http
            .post(C)
            .set(bearer(root))
            .send({ name: `Limited ${i}` })
        ).status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});
