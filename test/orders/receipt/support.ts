import type { Test } from 'supertest';
import type { TestApp } from '../../support/app.js';
import { bearer } from '../../support/auth.js';
import type { Buyer, Shop } from '../../checkout/support.js';

/** A response body as bytes, whatever its type (a PDF, or the JSON error body). */
export async function bytes(req: Test): Promise<{ status: number; body: Buffer; headers: Record<string, string> }> {
  const res = await req.buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => cb(null, Buffer.concat(chunks)));
  });
  return { status: res.status, body: res.body as Buffer, headers: res.headers as Record<string, string> };
}

let counter = 0;

/** A new customer registered under a Nepali name, with an address (recipient named in Devanagari too) and these cart lines. */
export async function nepaliBuyer(t: TestApp, shop: Shop, name: string, lines: { variantId: string; quantity: number }[]): Promise<Buyer> {
  const email = `receipt${Date.now()}${++counter}@shop.test`;
  const reg = await t.http
    .post('/api/mobile/auth/register')
    .send({ name, email, password: 'customer-password-1', deviceInfo: { deviceId: 'd1', deviceType: 'android', deviceName: 'Phone' } });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
  const auth = () => bearer(reg.body.data.tokens.accessToken);
  const address = await t.http.post('/api/mobile/addresses').set(auth()).send({
    recipientName: name,
    recipientPhone: '9841234567',
    districtId: shop.servedDistrictId,
    municipalityName: 'Lalitpur Metropolitan City',
    ward: 3,
    street: 'Pulchowk Road',
    postalCode: '44700',
  });
  if (address.status !== 201) throw new Error(`address: ${address.status} ${JSON.stringify(address.body)}`);
  for (const l of lines) {
    const res = await t.http.put(`/api/mobile/cart/items/${l.variantId}`).set(auth()).send({ quantity: l.quantity });
    if (res.status !== 200) throw new Error(`cart: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { token: reg.body.data.tokens.accessToken, customerId: reg.body.data.user.id, addressId: address.body.data.id, auth };
}
