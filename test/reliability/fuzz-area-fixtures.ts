import { randomUUID } from 'node:crypto';
import type { FuzzClient } from './fuzz-http.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * Records of the EMI estimator and the counter (POS) for the fuzzer's pools: EMI on, a bank offering tenures with a rate
 * in force and one to come (deletable), and a counter sale drafted for the fuzz customer with the fuzz product.
 */
export async function createAreaFixtures(c: FuzzClient, ids: { admin: string; customerId: string; product: string; variant: string }) {
  const call = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await c.send({
      method,
      path,
      headers: { authorization: `Bearer ${ids.admin}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
    });
    if (res.status >= 300) throw new Error(`fuzz setup: ${method} ${path} answered ${res.status} ${res.body.slice(0, 300)}`);
    return res.body ? JSON.parse(res.body).data : undefined;
  };
  await call('PUT', '/api/admin/emi/settings', { enabled: true, priceSource: 'selling_price', eligibilityMode: 'all' });
  const bank = await call('POST', '/api/admin/emi/banks', { name: `Fuzz bank ${randomUUID().slice(0, 6)}` });
  await call('PUT', `/api/admin/emi/banks/${bank.id}/tenures`, { months: [3, 6, 12] });
  await call('POST', `/api/admin/emi/banks/${bank.id}/rates`, { annualRateBps: 1200, effectiveFrom: new Date().toISOString() });
  const future = await call('POST', `/api/admin/emi/banks/${bank.id}/rates`, { annualRateBps: 1100, effectiveFrom: inDays(30) });

  await call('PUT', '/api/admin/shipping/pickup', { name: 'Fuzz counter', addressLines: ['Durbar Marg', 'Kathmandu'], phone: '9801000000', isEnabled: true });
  const sale = await call('POST', '/api/admin/pos/sales', {});
  await call('PUT', `/api/admin/pos/sales/${sale.publicId}/items/${ids.product}`, { variantPublicId: ids.variant, quantity: 1 });
  await call('PATCH', `/api/admin/pos/sales/${sale.publicId}/customer`, { customerId: ids.customerId });

  return { emiBanks: [bank.id], emiRates: [future.id], emiTenureMonths: [12], posSales: [sale.publicId], customers: [ids.customerId] };
}
