import { randomUUID } from 'node:crypto';
import type { TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';

export const PRODUCTS = '/api/admin/products';
export const key = () => ({ 'Idempotency-Key': randomUUID() });

/** HTTP helpers for the product suites (admin routes with the given token). */
export function productApi(t: TestApp, token: () => string) {
  const auth = () => bearer(token());
  const created = async (path: string, body: object): Promise<any> => {
    const res = await t.http.post(path).set(auth()).set(key()).send(body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  return {
    get: (path: string) => t.http.get(path).set(auth()),
    post: (path: string, body?: object, headers: Record<string, string> = key()) =>
      t.http
        .post(path)
        .set(auth())
        .set(headers)
        .send(body ?? {}),
    patch: (path: string, body: object) => t.http.patch(path).set(auth()).send(body),
    put: (path: string, body: object) => t.http.put(path).set(auth()).send(body),
    del: (path: string) => t.http.delete(path).set(auth()),
    category: (body: Record<string, unknown>) => created('/api/admin/catalog/categories', body),
    brand: (body: Record<string, unknown>) => created('/api/admin/catalog/brands', body),
    series: (body: Record<string, unknown>) => created('/api/admin/catalog/brand-series', body),
    tag: (body: Record<string, unknown>) => created('/api/admin/catalog/tags', body),
    product: (body: Record<string, unknown>) => created(PRODUCTS, body),
  };
}
