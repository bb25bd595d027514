import { signedInActor } from '../../core/context/request-context.js';
import type { StoredAnswer } from '../../core/http/idempotency/idempotency.js';
import { checkout } from '../checkout/index.js';
import { attemptStore } from './attempt-store.js';
import { paymentView, type PaymentRedirect } from './mappers.js';
import { handlerOf } from './methods/registry.js';
import { paymentSettings } from './payment-settings.js';
import { maskReturnTokens } from './return-token.js';
import { assertPayable } from './start-attempt.js';

type WithForm = { data: { id: string; redirect: PaymentRedirect } & Record<string, unknown> } & Record<string, unknown>;

const hasForm = (body: unknown): body is WithForm => {
  const redirect = (body as { data?: { redirect?: unknown } } | null)?.data?.redirect;
  return typeof redirect === 'object' && redirect !== null;
};

/** What the key keeps of a payment start's answer: the form's return URLs without their token. */
export function storedStart(body: unknown): unknown {
  if (!hasForm(body)) return body;
  const { redirect } = body.data;
  const fields = Object.fromEntries(Object.entries(redirect.fields).map(([name, value]) => [name, maskReturnTokens(value)]));
  return { ...body, data: { ...body.data, redirect: { ...redirect, fields } } };
}

/**
 * A replayed payment start (POST /payments, /checkout/pay): refused as a fresh start would be once its session
 * can no longer be paid (409 PAYMENT_ALREADY_SETTLED, CHECKOUT_SESSION_EXPIRED); while the attempt awaits the
 * gateway, the answer with its form filled again (the same form: the token is derived); an attempt that has
 * moved on (processing, failed, cancelled, expired) is answered as it is now, without a form.
 */
export async function replayedStart(stored: StoredAnswer): Promise<StoredAnswer> {
  if (stored.status >= 300 || !hasForm(stored.body)) return stored;
  const body = stored.body;
  const attempt = await attemptStore.find(body.data.id);
  const session = attempt && (await checkout.sessions.payable(attempt.checkoutId, signedInActor().publicId));
  // the key is the caller's and attempts are never deleted: a miss here is a bug
  if (!attempt || !session) throw new Error(`payment start replay: attempt ${body.data.id} or its session is gone`);
  await assertPayable(session);
  const method = handlerOf(attempt.method);
  if (attempt.status === 'initiated' && method.redirectOf && method.enabled(paymentSettings)) {
    return { status: stored.status, body: { ...body, data: { ...body.data, redirect: method.redirectOf(attempt) } } };
  }
  return { status: stored.status, body: { ...body, data: await paymentView(attempt) } };
}

export const START_REPLAY = { store: storedStart, answer: replayedStart };
