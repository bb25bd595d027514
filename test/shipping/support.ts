import type { TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';

export const ZONES = '/api/admin/shipping/zones';
export const PICKUP = '/api/admin/shipping/pickup';
export const DISTRICTS = '/api/mobile/shipping/districts';

export interface District {
  id: string;
  name: string;
  provinceName: string;
  serviceable: boolean;
}

/** The seeded districts by name (read through the public route). */
export async function districtsByName(t: TestApp): Promise<Map<string, District>> {
  const res = await t.http.get(DISTRICTS).expect(200);
  return new Map((res.body.data as District[]).map((d) => [d.name, d]));
}

/** Admin shipping routes with the given token. */
export function shippingApi(t: TestApp, token: () => string) {
  const auth = () => bearer(token());
  return {
    get: (path: string) => t.http.get(path).set(auth()),
    post: (path: string, body: object) => t.http.post(path).set(auth()).send(body),
    patch: (path: string, body: object) => t.http.patch(path).set(auth()).send(body),
    put: (path: string, body: object) => t.http.put(path).set(auth()).send(body),
    del: (path: string) => t.http.delete(path).set(auth()),
    async zone(body: Record<string, unknown>): Promise<any> {
      const res = await t.http
        .post(ZONES)
        .set(auth())
        .send({ isActive: true, ...body });
      if (res.status !== 201) throw new Error(`zone: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    },
  };
}
