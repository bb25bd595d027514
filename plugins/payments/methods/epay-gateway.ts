import { attemptStore } from '../attempt-store.js';
import type { PaymentAttempt } from '../entities/payment-attempt.entity.js';
import { buildEpayForm } from '../gateway/epay-form.js';
import { formatRupees } from '../gateway/rupees.js';
import { checkStatus, type StatusAnswer } from '../gateway/status-check.js';
import { PAYMENT_LIMITS } from '../limits.js';
import type { PaymentRedirect } from '../mappers.js';
import { paymentSettings } from '../payment-settings.js';
import { returnTokenOf } from '../return-token.js';
import { recordEvent } from '../timeline.js';
import type { PaymentMethodHandler } from './handler.js';

/** The signed form of a gateway attempt; every form of one attempt is the same (its return token is derived). */
function redirectOf(a: PaymentAttempt): PaymentRedirect {
  const gw = paymentSettings.gateway!;
  const { token } = returnTokenOf(a.publicId);
  const fields = buildEpayForm({
    secret: gw.secret,
    productCode: gw.productCode,
    amount: a.amount,
    transactionUuid: a.transactionUuid!,
    successUrl: paymentSettings.returnUrl(a.publicId, token, 'success'),
    failureUrl: paymentSettings.returnUrl(a.publicId, token, 'failure'),
  });
  return { type: 'form_post', url: gw.formUrl, fields };
}

async function issueRedirect(a: PaymentAttempt): Promise<PaymentRedirect> {
  const redirect = redirectOf(a);
  // an attempt started before the token's key changed (a new gateway secret) gets the current token's hash
  const { hash } = returnTokenOf(a.publicId);
  if (a.tokenHash !== hash) await attemptStore.patch(a, { tokenHash: hash });
  await recordEvent(a.id, 'redirect_issued', { from: a.status, to: a.status }, { url: redirect.url, fields: redirect.fields });
  return redirect;
}

/** The answer when there is no gateway to ask (not configured, or the attempt has no transaction). */
export const gatewayNotConfigured = (): StatusAnswer => ({
  status: 'NO_ANSWER',
  totalAmount: null,
  totalAmountText: null,
  productCode: null,
  transactionUuid: null,
  refId: null,
  problem: 'the gateway is not configured',
});

/** ePay v2 (eSewa): a signed form the client posts, the return routes (gateway-return.ts) and the status API. */
export const epayGateway: PaymentMethodHandler = {
  code: 'gateway',
  label: 'eSewa',
  description: 'Pay online with eSewa: you are sent to eSewa and brought back here',
  enabled: (settings) => settings.gateway !== undefined,
  prepare(a, now) {
    a.expiresAt = new Date(now.getTime() + PAYMENT_LIMITS.gatewayAttemptTtlSeconds * 1000);
    a.assignPublicId();
    a.transactionUuid = a.publicId; // a UUID: letters, digits and hyphens, unique per attempt
    a.tokenHash = returnTokenOf(a.publicId).hash;
    a.nextVerifyAt = a.expiresAt; // the expiry sweep asks the gateway then, unless a return came first
  },
  start: async (a) => ({ redirect: await issueRedirect(a) }),
  redirectOf,
  /** The status API is a read: after a crash between intent and result, asking again is the lookup. */
  verify(a) {
    const gw = paymentSettings.gateway;
    if (!gw || !a.transactionUuid) return Promise.resolve(gatewayNotConfigured());
    return checkStatus({
      statusUrl: gw.statusUrl,
      productCode: gw.productCode,
      totalAmount: formatRupees(a.amount),
      transactionUuid: a.transactionUuid,
      timeoutMs: gw.timeoutMs,
    });
  },
};
