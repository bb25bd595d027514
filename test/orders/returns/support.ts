import type { TestApp } from '../../support/app.js';
import { bearer } from '../../support/auth.js';
import type { Buyer } from '../../checkout/support.js';

export const RETURNS = '/api/order-returns';

export type ReturnLine = { orderItemId: string; quantity: number; reason: string };
export type InspectionLine = { orderItemId: string; acceptedQuantity: number; rejectedQuantity: number; rejectionReason?: string; restock: boolean };

/** POST /api/mobile/orders/{id}/returns as the buyer (the answer, not checked). */
export const askReturn = (t: TestApp, buyer: Buyer, orderId: string, items: ReturnLine[], note?: string) =>
  t.http
    .post(`/api/mobile/orders/${orderId}/returns`)
    .set(buyer.auth())
    .send(note === undefined ? { items } : { items, note });

/** A requested return made through the customer's route; throws with the answer when refused. */
export async function requestedReturn(t: TestApp, buyer: Buyer, orderId: string, items: ReturnLine[]): Promise<any> {
  const res = await askReturn(t, buyer, orderId, items);
  if (res.status !== 201) throw new Error(`return: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** POST /api/order-returns/{id}/<step> as the token's admin. */
export const returnStep = (t: TestApp, token: string, returnId: string, step: 'decide' | 'receive' | 'inspect', body?: Record<string, unknown>) => {
  const req = t.http.post(`${RETURNS}/${returnId}/${step}`).set(bearer(token));
  return body === undefined ? req.send() : req.send(body);
};

/** The line's quantities as the admin order read shows them. */
export const lineCounts = (order: any, orderItemId: string) => {
  const line = order.items.find((i: any) => i.id === orderItemId);
  return { deliveredQuantity: line.deliveredQuantity, returnPendingQuantity: line.returnPendingQuantity, returnedQuantity: line.returnedQuantity };
};

/**
 * The buyer signs in again (tokens are checked against the app clock, so one issued before the clock moved on
 * days has expired): their email from the table, the password every test customer registers with.
 */
export async function signInAgain(t: TestApp, buyer: Buyer): Promise<Buyer> {
  const [{ email }] = await t.bazaar.dataSource.query(`SELECT email FROM users WHERE public_id = $1`, [buyer.customerId]);
  const res = await t.http
    .post('/api/mobile/auth/login/email')
    .send({ email, password: 'customer-password-1', deviceInfo: { deviceId: 'd2', deviceType: 'ios', deviceName: 'Phone' } });
  if (res.status !== 200) throw new Error(`sign in: ${res.status} ${JSON.stringify(res.body)}`);
  const token = res.body.data.tokens.accessToken as string;
  return { ...buyer, token, auth: () => bearer(token) };
}
