import { randomUUID } from 'node:crypto';
import { fuzzClient, type FuzzClient } from './fuzz-http.js';

/** A JSON call that must succeed (fuzz setup); returns `data`. */
export type SetupCall = (method: string, path: string, body: unknown, token: string, headers?: Record<string, string>) => Promise<any>;

export function setupCall(c: FuzzClient): SetupCall {
  return async (method, path, body, token, headers = {}) => {
    const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const res = await c.send({
      method,
      path,
      headers: { ...auth, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
    });
    if (res.status >= 300) throw new Error(`fuzz setup: ${method} ${path} answered ${res.status} ${res.body.slice(0, 300)}`);
    return res.body ? JSON.parse(res.body).data : undefined;
  };
}

const DEVICE = { deviceId: 'fuzz-device', deviceType: 'ios', deviceName: 'Fuzz phone' };
const idempotent = () => ({ 'idempotency-key': `fuzz-${randomUUID()}` });

async function pollUntil<T>(what: string, read: () => Promise<T | undefined>, deadlineMs = 30_000): Promise<T> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const v = await read();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`fuzz setup: ${what} did not happen within ${deadlineMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface CheckoutShop {
  admin: string;
  /** the main customer, with one item in the cart and an address */
  customer: string;
  customerAddress: string;
  variant: string;
  districtId: string;
  /** a live coupon: the pay route's expected totals are with it and without it */
  couponCode: string;
}

/**
 * The checkout, payment and order records the fuzzer needs, with real ids:
 * - the main customer pays its cart cash on delivery (quote, then POST /checkout/pay with the quoted total): a
 *   completed session, a paid attempt and, once the outbox has run, an order; then its cart gets the item back
 *   (unlocked: quote and the cart routes reach their handlers);
 * - routes that use up a checkout session (start, pay, cancel, start a payment) run as customers of their own
 *   (`routeCustomers`), each with a cart and an address, so no fuzzed request locks or empties the main cart and
 *   one route does not take another's session;
 * - the admin cancel and expire routes each get a pending session of a customer nobody signs in as.
 */
export async function createCheckoutFixtures(c: FuzzClient, shop: CheckoutShop) {
  const call = setupCall(c);
  const newCustomer = async (tag: string) => {
    const email = `fuzz-${tag}-${randomUUID().slice(0, 8)}@shop.test`;
    const reg = await call('POST', '/api/mobile/auth/register', { name: `Fuzz ${tag}`, email, password: 'fuzz-customer-password-1', deviceInfo: DEVICE }, '');
    const token: string = reg.tokens.accessToken;
    await call('PUT', `/api/mobile/cart/items/${shop.variant}`, { quantity: 1 }, token);
    const address = await call(
      'POST',
      '/api/mobile/addresses',
      {
        recipientName: `Fuzz ${tag}`,
        recipientPhone: '9841234567',
        districtId: shop.districtId,
        municipalityName: 'Fuzz Municipality',
        ward: 5,
        street: 'Fuzz Road',
      },
      token,
    );
    const cart = await call('GET', '/api/mobile/cart', undefined, token);
    return { token, addressId: address.id as string, cartVersion: cart.version as number };
  };
  const grandTotalOf = async (token: string, addressId: string, couponCode?: string): Promise<number> =>
    (await call('POST', '/api/mobile/checkout/quote', { fulfilmentType: 'delivery', addressId, couponCode }, token)).pricing.grandTotal;
  const startSession = async (token: string, addressId: string): Promise<string> =>
    (await call('POST', '/api/mobile/checkout', { addressId }, token)).checkout.id;

  // the main customer's paid order
  const total = await grandTotalOf(shop.customer, shop.customerAddress);
  const paid = await call(
    'POST',
    '/api/mobile/checkout/pay',
    { addressId: shop.customerAddress, method: 'cod', expectedGrandTotal: total },
    shop.customer,
    idempotent(),
  );
  const order = await pollUntil('the order of the COD payment', async () => {
    const mine: Array<{ id: string }> = await call('GET', '/api/mobile/orders', undefined, shop.customer);
    return mine[0]?.id;
  });
  await call('PUT', `/api/mobile/cart/items/${shop.variant}`, { quantity: 1 }, shop.customer);

  const starter = await newCustomer('starter');
  const buyer = await newCustomer('buyer');
  const buyerTotals = [...new Set([await grandTotalOf(buyer.token, buyer.addressId), await grandTotalOf(buyer.token, buyer.addressId, shop.couponCode)])];
  const payer = await newCustomer('payer');
  const payerSession = await startSession(payer.token, payer.addressId);
  const canceller = await newCustomer('canceller');
  const cancellerSession = await startSession(canceller.token, canceller.addressId);
  // with the gateway configured: an attempt in flight, for the customer's cancel route
  const methods: Array<{ method: string }> = await call('GET', '/api/mobile/payments/methods', undefined, shop.customer);
  const gateway = methods.some((m) => m.method === 'gateway');
  const gatewayPayer = gateway ? await newCustomer('gateway-payer') : undefined;
  const inFlight = gatewayPayer
    ? await call(
        'POST',
        '/api/mobile/payments',
        { checkoutId: await startSession(gatewayPayer.token, gatewayPayer.addressId), method: 'gateway' },
        gatewayPayer.token,
        idempotent(),
      )
    : undefined;
  const flagged = gateway ? await lateConfirmation(c, call, shop.admin, await newCustomer('late-payer'), startSession) : undefined;
  const forAdminCancel = await newCustomer('admin-cancel');
  const forAdminExpire = await newCustomer('admin-expire');
  const adminCancelSession = await startSession(forAdminCancel.token, forAdminCancel.addressId);
  const adminExpireSession = await startSession(forAdminExpire.token, forAdminExpire.addressId);

  return {
    tokens: {
      starter: starter.token,
      buyer: buyer.token,
      payer: payer.token,
      canceller: canceller.token,
      ...(gatewayPayer ? { gatewayPayer: gatewayPayer.token } : {}),
    },
    /** the OpenAPI path of a route that runs as one of these customers */
    routeCustomers: {
      'POST /api/mobile/checkout': 'starter',
      'POST /api/mobile/checkout/pay': 'buyer',
      'POST /api/mobile/payments': 'payer',
      'POST /api/mobile/checkout/{id}/cancel': 'canceller',
      ...(gatewayPayer ? { 'POST /api/mobile/payments/{id}/cancel': 'gatewayPayer' } : {}),
    } as Record<string, string>,
    pools: {
      checkoutSessions: [paid.checkoutId, payerSession, cancellerSession],
      payments: [paid.id],
      orders: [order],
      paymentMethods: methods.map((m) => m.method),
      cancellablePayments: inFlight ? [inFlight.id] : [paid.id],
      // the gateway's return URLs of the attempt in flight (path and token): their `data` is decoded from base64
      gatewayReturnPaths: inFlight ? [inFlight.redirect.fields.success_url, inFlight.redirect.fields.failure_url].map((u: string) => new URL(u).pathname) : [],
      flaggedPayments: flagged ? [flagged] : [paid.id],
      starterAddresses: [starter.addressId],
      starterCartVersions: [starter.cartVersion],
      buyerAddresses: [buyer.addressId],
      buyerCartVersions: [buyer.cartVersion],
      buyerTotals,
      payerSessions: [payerSession],
      cancellerSessions: [cancellerSession],
      adminCancelSessions: [adminCancelSession],
      adminExpireSessions: [adminExpireSession],
      // list filters: an instant with its offset, a range that holds today's records
      createdFroms: ['2020-01-01T00:00:00Z', '2020-01-01T05:45:00+05:45'],
      createdTos: [new Date(Date.now() + 30 * 86_400_000).toISOString()],
    },
  };
}

/**
 * A payment flagged for reconciliation, for the admin's resolve route: a gateway attempt whose session an
 * administrator force-expires, then the gateway (the simulator's control API) reports it paid: money arrived
 * for a closed session (late_confirmation). Returns the attempt id.
 */
async function lateConfirmation(
  c: FuzzClient,
  call: SetupCall,
  admin: string,
  who: { token: string; addressId: string },
  startSession: (token: string, addressId: string) => Promise<string>,
): Promise<string> {
  const session = await startSession(who.token, who.addressId);
  const attempt = await call('POST', '/api/mobile/payments', { checkoutId: session, method: 'gateway' }, who.token, idempotent());
  const form = new URL(attempt.redirect.url);
  const sim = fuzzClient(form.origin, 2);
  try {
    const fields: Record<string, string> = attempt.redirect.fields;
    const posted = await sim.send({
      method: 'POST',
      path: form.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from(new URLSearchParams(fields).toString()),
    });
    if (posted.status !== 200) throw new Error(`fuzz setup: the gateway form answered ${posted.status}`);
    await call('POST', `/api/checkout/sessions/${session}/expire`, undefined, admin);
    const paid = await sim.send({ method: 'POST', path: `/__control/transactions/${encodeURIComponent(fields.transaction_uuid)}/pay`, headers: {} });
    if (paid.status !== 200) throw new Error(`fuzz setup: the simulator's pay answered ${paid.status} ${paid.body.slice(0, 200)}`);
    const back = new URL(JSON.parse(paid.body).location);
    const returned = await c.send({ method: 'GET', path: back.pathname + back.search, headers: {} });
    if (returned.status >= 400) throw new Error(`fuzz setup: the gateway return answered ${returned.status} ${returned.body.slice(0, 200)}`);
  } finally {
    sim.close();
  }
  await pollUntil(
    'the late confirmation flag',
    async () => {
      const detail = await call('GET', `/api/payments/${attempt.id}`, undefined, admin);
      return detail.reconciliation ? true : undefined;
    },
    10_000,
  );
  return attempt.id;
}
