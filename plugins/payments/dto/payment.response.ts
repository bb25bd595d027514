import { field } from '../../../core/http/openapi/response-fields.js';
import { ATTEMPT_STATUSES, type AttemptStatus } from '../entities/payment-attempt.entity.js';
import { PAYMENT_METHOD_CODES } from '../methods/registry.js';
import { BUSINESS_STATUSES, type BusinessStatus } from '../statuses.js';

export class PaymentMethodResponse {
  @field.enum(PAYMENT_METHOD_CODES) method: string;
  @field.string() label: string;
  @field.string() description: string;
  @field.boolean({ description: 'true: the client posts redirect.fields to redirect.url' }) requiresRedirect: boolean;
}

export class PaymentRedirectResponse {
  @field.enum(['form_post'] as const) type: 'form_post';
  @field.string({ description: 'the gateway form URL' }) url: string;
  @field.schema({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'the signed form: POST exactly as given, unchanged, to url (amounts in rupees)',
  })
  fields: Record<string, string>;
}

/** spec 03 "Payment attempt" (start and poll). */
export class PaymentResponse {
  @field.uuid() id: string;
  @field.uuid() checkoutId: string;
  @field.enum(PAYMENT_METHOD_CODES) method: string;
  @field.enum(BUSINESS_STATUSES, { description: 'business status' }) status: BusinessStatus;
  @field.integer({ description: 'minor units' }) amount: number;
  @field.enum(['NPR'] as const) currency: 'NPR';
  @field.dateTime() expiresAt: string;
  @field.object(() => PaymentRedirectResponse, { nullable: true, description: 'gateway start only; null for cod and on GET' })
  redirect: PaymentRedirectResponse | null;
  @field.integer({ nullable: true, description: 'poll again after this many seconds' }) retryAfterSeconds: number | null;
  @field.array('uuid', { description: 'variant public ids that will not ship (check its length on every paid response)' }) shortVariants: string[];
  @field.string({ nullable: true }) message: string | null;
}

export class ReconciliationResponse {
  @field.string({ description: 'checkout_refused, attempt_superseded, amount_mismatch, late_confirmation, verification_exhausted (open-ended)' })
  reason: string;
  @field.dateTime() flaggedAt: string;
  @field.dateTime({ nullable: true }) resolvedAt: string | null;
  @field.uuid({ nullable: true, description: 'the administrator who resolved it' }) resolvedBy: string | null;
  @field.string({ nullable: true }) note: string | null;
}

export class PaymentTimelineEntryResponse {
  @field.dateTime() at: string;
  @field.string() type: string;
  @field.string({ nullable: true }) fromStatus: string | null;
  @field.string({ nullable: true }) toStatus: string | null;
  @field.schema({ type: 'object', description: 'redacted: no token, signature or secret' }) detail: Record<string, unknown>;
}

/** An attempt as the admin routes show it. */
export class AdminPaymentResponse {
  @field.uuid() id: string;
  @field.uuid() checkoutId: string;
  @field.uuid() customerId: string;
  @field.enum(PAYMENT_METHOD_CODES) method: string;
  @field.enum(BUSINESS_STATUSES) status: BusinessStatus;
  @field.enum(ATTEMPT_STATUSES) storedStatus: AttemptStatus;
  @field.integer() amount: number;
  @field.enum(['NPR'] as const) currency: 'NPR';
  @field.dateTime() expiresAt: string;
  @field.integer({ nullable: true }) retryAfterSeconds: number | null;
  @field.array('uuid') shortVariants: string[];
  @field.string({ nullable: true }) message: string | null;
  @field.string({ nullable: true }) transactionUuid: string | null;
  @field.string({ nullable: true }) gatewayRefId: string | null;
  @field.string({ nullable: true }) failureReason: string | null;
  @field.object(() => ReconciliationResponse, { nullable: true }) reconciliation: ReconciliationResponse | null;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}

export class AdminPaymentDetailResponse extends AdminPaymentResponse {
  @field.array(() => PaymentTimelineEntryResponse, { description: 'oldest first' }) timeline: PaymentTimelineEntryResponse[];
}
