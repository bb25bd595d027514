import type { TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';

export const ADDRESSES = '/api/mobile/addresses';
let counter = 0;

/** Registers a customer and returns its token and public id. */
export async function customer(t: TestApp): Promise<{ token: string; id: string }> {
  const email = `buyer${Date.now()}${++counter}${Math.random().toString(36).slice(2, 6)}@shop.test`;
  const res = await t.http
    .post('/api/mobile/auth/register')
    .send({ name: 'Ann Buyer', email, password: 'customer-password-1', deviceInfo: { deviceId: 'd1', deviceType: 'ios', deviceName: 'Phone' } });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.data.tokens.accessToken, id: res.body.data.user.id };
}

/** The address routes as one customer. */
export function addressApi(t: TestApp, token: string) {
  const auth = bearer(token);
  return {
    list: () => t.http.get(ADDRESSES).set(auth),
    get: (id: string) => t.http.get(`${ADDRESSES}/${id}`).set(auth),
    create: (body: object) => t.http.post(ADDRESSES).set(auth).send(body),
    patch: (id: string, body: object) => t.http.patch(`${ADDRESSES}/${id}`).set(auth).send(body),
    del: (id: string) => t.http.delete(`${ADDRESSES}/${id}`).set(auth),
    makeDefault: (id: string) => t.http.post(`${ADDRESSES}/${id}/default`).set(auth).send(),
  };
}
