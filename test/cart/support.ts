import { register } from '../accounts/support/customers.js';
import type { TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';

export const CART = '/api/mobile/cart';

/** A freshly registered customer and the cart routes as that customer. */
export async function shopper(t: TestApp) {
  const reg = await register(t);
  const auth = () => bearer(reg.tokens.accessToken);
  return {
    id: reg.user.id,
    get: () => t.http.get(CART).set(auth()),
    put: (variantId: string, body: object) => t.http.put(`${CART}/items/${variantId}`).set(auth()).send(body),
    remove: (variantId: string, query = '') => t.http.delete(`${CART}/items/${variantId}${query}`).set(auth()),
    clear: (query = '') => t.http.delete(`${CART}${query}`).set(auth()),
    /** the cart's data, failing on anything but 200 */
    async cart() {
      const res = await t.http.get(CART).set(auth());
      if (res.status !== 200) throw new Error(`GET cart: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    },
    async set(variantId: string, quantity: number) {
      const res = await t.http.put(`${CART}/items/${variantId}`).set(auth()).send({ quantity });
      if (res.status !== 200) throw new Error(`PUT item: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    },
  };
}
export type Shopper = Awaited<ReturnType<typeof shopper>>;
