import { clock } from '../../core/clock/clock.js';
import { withTransaction } from '../../core/db/transaction.js';
import { checkout } from '../checkout/index.js';
import { moveAttempt } from './attempt-machine.js';
import { attemptStore } from './attempt-store.js';
import { LIVE_STATUSES, type PaymentAttempt } from './entities/payment-attempt.entity.js';
import { PaymentErrors as E } from './errors.js';
import { RETURN_REQUIRED_SIGNED } from './gateway/epay-form.js';
import { hasValidSignature } from './gateway/epay-signature.js';
import { decodeReturnData, type ReturnFields } from './gateway/return-data.js';
import { parseRupees } from './gateway/rupees.js';
import { epayGateway } from './methods/epay-gateway.js';
import { lockSessionAndAttempt } from './payment-locks.js';
import { paymentSettings } from './payment-settings.js';
import { returnTokenMatches } from './return-token.js';
import { businessStatus } from './statuses.js';
import { recordEvent } from './timeline.js';
import { verifyAttempt } from './verification.js';
import { lateChecksFrom } from './verify-window.js';

export type ReturnOutcome = 'success' | 'failure';

/** What the timeline keeps of a return's data (never its signature). */
const seenFields = (f: ReturnFields | undefined) =>
  f && {
    status: f.status,
    total_amount: f.total_amount,
    transaction_uuid: f.transaction_uuid,
    product_code: f.product_code,
    transaction_code: f.transaction_code,
    signed_field_names: f.signed_field_names,
  };

async function note(a: PaymentAttempt, type: string, detail: Record<string, unknown>): Promise<void> {
  await withTransaction(async () => recordEvent(a.id, type, { from: a.status, to: a.status }, detail));
}

/** A signed return whose amount or product code is not the attempt's: not paid, flagged for a human. */
async function refuseMismatch(attemptId: string, fields: ReturnFields): Promise<void> {
  await withTransaction(async () => {
    const { attempt: a } = (await lockSessionAndAttempt(attemptId))!;
    if (a.status === 'succeeded') return;
    const now = clock.now();
    await attemptStore.flag(a, 'amount_mismatch', now, { source: 'return_success', total_amount: fields.total_amount, product_code: fields.product_code });
    if (LIVE_STATUSES.includes(a.status)) {
      // still asked about for the late window: a later COMPLETE with the attempt's amount is money too
      await moveAttempt(a, 'fail', { ...lateChecksFrom(now), failureReason: 'amount_mismatch' }, { source: 'return_success' });
      await checkout.sessions.paymentEnded(a.checkoutId);
    }
  });
}

/**
 * The gateway's return (spec 03 "Authentication", four layers): the path's token (else 404, nothing
 * changes, the gateway is not asked), then for a success the HMAC over the fields the data declares
 * signed, then the server-to-server status check, then the database constraints. A failure return is
 * verified too (ePay sends PENDING there). Resolves to the browser's next URL.
 */
export async function handleGatewayReturn(attemptId: string, token: string, outcome: ReturnOutcome, data: unknown): Promise<string> {
  const gw = paymentSettings.gateway;
  const found = await attemptStore.find(attemptId);
  if (!gw || !found || found.method !== epayGateway.code || !returnTokenMatches(token, found.tokenHash)) throw E.PAYMENT_ATTEMPT_NOT_FOUND();
  const a = found;
  const fields = decodeReturnData(data);
  const signed = fields !== undefined && hasValidSignature(gw.secret, fields, RETURN_REQUIRED_SIGNED);

  if (a.status === 'succeeded') {
    await note(a, 'gateway_return_duplicate', { outcome, data: seenFields(fields) ?? null });
  } else if (outcome === 'success' && !signed) {
    await note(a, 'gateway_return_rejected', {
      outcome,
      reason: fields ? 'signature invalid or incomplete' : 'data missing or unreadable',
      data: seenFields(fields) ?? null,
    });
  } else if (signed && fields!.transaction_uuid !== a.transactionUuid) {
    await note(a, 'gateway_return_rejected', { outcome, reason: 'transaction_uuid of another payment', data: seenFields(fields) });
  } else {
    await note(a, 'gateway_return', { outcome, signed, data: seenFields(fields) ?? null });
    const amountMatches = !signed || (parseRupees(fields!.total_amount ?? '') === a.amount && fields!.product_code === gw.productCode);
    // a success claiming another amount is money to reconcile; a failure return is always left to the status check
    if (!amountMatches && outcome === 'success') await refuseMismatch(a.publicId, fields!);
    else await verifyAttempt(a.publicId, outcome === 'success' && fields!.status === 'COMPLETE' ? 'return_success' : 'return_failure');
  }
  const now = (await attemptStore.find(a.publicId))!;
  return paymentSettings.resultUrl({ status: businessStatus(now, clock.now()), payment: now.publicId, checkout: now.checkoutId });
}
