import type { TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';

export const EMI = '/api/admin/emi';
export const BANKS = `${EMI}/banks`;
export const STORE = '/api/mobile/emi/products';

/** The error body's code and the fields a VALIDATION_FAILED names. */
export const failure = (res: { status: number; body: any }) => ({
  status: res.status,
  code: res.body.errorCode,
  fields: Array.isArray(res.body.details) ? res.body.details.map((d: { field: string }) => d.field) : undefined,
});

/** Admin HTTP helpers with the given token, and the writes the EMI suites repeat (each must succeed). */
export function emiApi(t: TestApp, token: () => string) {
  const auth = () => bearer(token());
  const must = async (res: { status: number; body: any }, status: number, what: string) => {
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const api = {
    get: (path: string) => t.http.get(path).set(auth()),
    post: (path: string, body: object = {}) => t.http.post(path).set(auth()).send(body),
    put: (path: string, body: object = {}) => t.http.put(path).set(auth()).send(body),
    patch: (path: string, body: object = {}) => t.http.patch(path).set(auth()).send(body),
    del: (path: string) => t.http.delete(path).set(auth()),
    settings: async (body: Record<string, unknown>) =>
      must(await api.put(`${EMI}/settings`, { enabled: true, priceSource: 'selling_price', eligibilityMode: 'all', ...body }), 200, 'settings'),
    bank: async (body: Record<string, unknown> = {}) => must(await api.post(BANKS, { name: 'Test Bank', ...body }), 201, 'bank'),
    rate: async (bankId: string, annualRateBps: number, effectiveFrom: string) =>
      must(await api.post(`${BANKS}/${bankId}/rates`, { annualRateBps, effectiveFrom }), 201, 'rate'),
    bankTenures: async (bankId: string, months: number[]) => must(await api.put(`${BANKS}/${bankId}/tenures`, { months }), 200, 'bank tenures'),
    /** a bank offering `months` at `bps`, in force from `from` */
    offering: async (name: string, bps: number, months: number[], from: string) => {
      const bank = await api.bank({ name });
      await api.rate(bank.id, bps, from);
      await api.bankTenures(bank.id, months);
      return bank;
    },
  };
  return api;
}

/** The public routes (no token). */
export const store = (t: TestApp) => ({
  options: (productId: string, query = '') => t.http.get(`${STORE}/${productId}/options${query}`),
  calculate: (productId: string, query: string) => t.http.get(`${STORE}/${productId}/calculate?${query}`),
});
