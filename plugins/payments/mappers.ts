import { clock } from '../../core/clock/clock.js';
import { checkout } from '../checkout/index.js';
import type { PaymentAttempt } from './entities/payment-attempt.entity.js';
import { PAYMENT_LIMITS } from './limits.js';
import { businessStatus, type BusinessStatus } from './statuses.js';
import type { TimelineEntry } from './timeline.js';

export interface PaymentRedirect {
  type: 'form_post';
  url: string;
  fields: Record<string, string>;
}

/** spec 03 "Payment attempt": the start and poll response. */
export interface PaymentView {
  id: string;
  checkoutId: string;
  method: string;
  status: BusinessStatus;
  amount: number;
  currency: 'NPR';
  expiresAt: Date;
  redirect: PaymentRedirect | null;
  retryAfterSeconds: number | null;
  shortVariants: string[];
  message: string | null;
}

export interface Reconciliation {
  reason: string;
  flaggedAt: Date;
  resolvedAt: Date | null;
  resolvedBy: string | null;
  note: string | null;
}

/** The admin read: the customer's view plus who, the stored status, the gateway's ids and the reconciliation block. */
export interface AdminPaymentView extends Omit<PaymentView, 'redirect'> {
  customerId: string;
  storedStatus: PaymentAttempt['status'];
  transactionUuid: string | null;
  gatewayRefId: string | null;
  failureReason: string | null;
  reconciliation: Reconciliation | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface AdminPaymentDetail extends AdminPaymentView {
  timeline: TimelineEntry[];
}

export function reconciliationOf(a: PaymentAttempt): Reconciliation | null {
  if (!a.reconciliationFlaggedAt || !a.reconciliationReason) return null;
  return {
    reason: a.reconciliationReason,
    flaggedAt: a.reconciliationFlaggedAt,
    resolvedAt: a.reconciliationResolvedAt,
    resolvedBy: a.reconciliationResolvedBy,
    note: a.reconciliationNote,
  };
}

/** The response of an attempt; a paid one carries the completion's short variants and message once checkout completed. */
export async function paymentView(a: PaymentAttempt, redirect: PaymentRedirect | null = null): Promise<PaymentView> {
  const status = businessStatus(a, clock.now());
  const completion = status === 'paid' ? await checkout.sessions.completion(a.checkoutId) : null;
  return {
    id: a.publicId,
    checkoutId: a.checkoutId,
    method: a.method,
    status,
    amount: a.amount,
    currency: 'NPR',
    expiresAt: a.expiresAt,
    redirect,
    retryAfterSeconds: status === 'processing' || status === 'awaiting_gateway' ? PAYMENT_LIMITS.pollAfterSeconds : null,
    shortVariants: completion?.shortVariants ?? [],
    message: completion?.message ?? null,
  };
}

export async function adminPaymentView(a: PaymentAttempt): Promise<AdminPaymentView> {
  const { redirect: _none, ...view } = await paymentView(a);
  return {
    ...view,
    customerId: a.customerId,
    storedStatus: a.status,
    transactionUuid: a.transactionUuid,
    gatewayRefId: a.gatewayRefId,
    failureReason: a.failureReason,
    reconciliation: reconciliationOf(a),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}
