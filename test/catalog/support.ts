import type { TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';

/** Small HTTP helpers for the catalog suites (admin routes with the root token). */
export function adminApi(t: TestApp, token: () => string) {
  const auth = () => bearer(token());
  return {
    get: (path: string) => t.http.get(path).set(auth()),
    post: (path: string, body?: object) =>
      t.http
        .post(path)
        .set(auth())
        .send(body ?? {}),
    patch: (path: string, body: object) => t.http.patch(path).set(auth()).send(body),
    del: (path: string) => t.http.delete(path).set(auth()),
    async category(body: Record<string, unknown>): Promise<any> {
      const res = await t.http.post('/api/admin/catalog/categories').set(auth()).send(body);
      if (res.status !== 201) throw new Error(`category create: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    },
    async brand(body: Record<string, unknown>): Promise<any> {
      const res = await t.http.post('/api/admin/catalog/brands').set(auth()).send(body);
      if (res.status !== 201) throw new Error(`brand create: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    },
    async series(body: Record<string, unknown>): Promise<any> {
      const res = await t.http.post('/api/admin/catalog/brand-series').set(auth()).send(body);
      if (res.status !== 201) throw new Error(`series create: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    },
    async tag(body: Record<string, unknown>): Promise<any> {
      const res = await t.http.post('/api/admin/catalog/tags').set(auth()).send(body);
      if (res.status !== 201) throw new Error(`tag create: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    },
  };
}

export const CATEGORIES = '/api/admin/catalog/categories';
export const BRANDS = '/api/admin/catalog/brands';
export const SERIES = '/api/admin/catalog/brand-series';
export const TAGS = '/api/admin/catalog/tags';
export const STORE = '/api/mobile/catalog';
