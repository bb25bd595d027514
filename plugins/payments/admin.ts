import { toMinorUnits } from '../../core/db/money.js';
import { containsPattern } from '../../core/db/sql.js';
import { panelReads } from '../../core/panel/panel-reads.js';
import { definePanelResource, type PanelRecordAction, type PanelRow } from '../../core/panel/resource-spec.js';
import { clock } from '../../core/clock/clock.js';
import { ResolvePaymentDto } from './dto/payment.dto.js';
import { PAYMENT_METHOD_CODES } from './methods/registry.js';
import { paymentServices } from './payments-context.js';
import { BUSINESS_STATUSES, businessStatus, businessStatusSql, type BusinessStatus } from './statuses.js';

/*
 * Payment attempts in the admin panel (module Payments): the list with the customer's name and email, the
 * method, the business status and the amount; a record shows its timeline. The reconciliation queue lists
 * the flagged, unresolved attempts; Resolve (a note of 10..2000 characters) calls the same service as
 * POST /api/payments/{id}/resolve.
 */

const TIMELINE_SQL = `(SELECT string_agg(to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') || 'Z  ' || e.type
                        || CASE WHEN e.from_status IS DISTINCT FROM e.to_status THEN '  ' || coalesce(e.from_status, '-') || ' -> ' || coalesce(e.to_status, '-') ELSE '' END
                        || CASE WHEN e.detail <> '{}'::jsonb THEN '  ' || e.detail::text ELSE '' END, E'\\n' ORDER BY e.id)
                         FROM payment_events e WHERE e.attempt_id = t.id)`;
const FROM = `FROM payment_attempts t JOIN accounts_user_names u ON u.public_id = t.customer_id`;
const SELECT = `SELECT t.id, t.public_id::text AS "publicId", t.checkout_id::text AS "checkoutId", u.name AS "customerName", u.email AS "customerEmail",
  t.method, t.status, t.amount, t.transaction_uuid AS "transactionUuid", t.gateway_ref_id AS "gatewayRefId", t.failure_reason AS "failureReason",
  t.checkout_expires_at AS "checkoutExpiresAt", t.checkout_closed_at AS "checkoutClosedAt",
  t.reconciliation_flagged_at AS "flaggedAt", t.reconciliation_reason AS "reason", t.reconciliation_resolved_at AS "resolvedAt",
  t.reconciliation_note AS "note", ru.email AS "resolvedBy", t.created_at AS "createdAt", ${TIMELINE_SQL} AS timeline
  ${FROM} LEFT JOIN accounts_user_names ru ON ru.public_id = t.reconciliation_resolved_by`;
const QUEUE = 't.reconciliation_flagged_at IS NOT NULL AND t.reconciliation_resolved_at IS NULL';

function toRow(r: any): PanelRow {
  const status = businessStatus(
    { status: r.status, reconciliationReason: r.reason, checkoutExpiresAt: r.checkoutExpiresAt, checkoutClosedAt: r.checkoutClosedAt },
    clock.now(),
  );
  return {
    id: r.publicId,
    customer: `${r.customerName} <${r.customerEmail}>`,
    checkoutId: r.checkoutId,
    method: r.method,
    status,
    storedStatus: r.status,
    amount: toMinorUnits(r.amount),
    transactionUuid: r.transactionUuid ?? '',
    gatewayRefId: r.gatewayRefId ?? '',
    failureReason: r.failureReason ?? '',
    reason: r.reason ?? '',
    flaggedAt: r.flaggedAt,
    resolvedAt: r.resolvedAt,
    resolvedBy: r.resolvedBy ?? '',
    note: r.note ?? '',
    timeline: r.timeline ?? '',
    createdAt: r.createdAt,
  };
}

function readsOf(always?: string) {
  return panelReads({
    select: SELECT,
    countFrom: FROM,
    always,
    sortable: { createdAt: 't.created_at', amount: 't.amount', flaggedAt: 't.reconciliation_flagged_at' },
    defaultSort: 'createdAt',
    filters: {
      status: (v, p) =>
        (BUSINESS_STATUSES as readonly string[]).includes(v) ? businessStatusSql(v as BusinessStatus, () => p(clock.now())).replace(/\ba\./g, 't.') : 'FALSE',
      method: (v, p) => `t.method = ${p(v)}`,
      customer: (v, p) => `(u.name ILIKE ${p(containsPattern(v))} OR u.email ILIKE ${p(containsPattern(v))})`,
      reason: (v, p) => `t.reconciliation_reason = ${p(v)}`,
    },
    toRow,
  });
}

const PROPERTIES = [
  { path: 'id', isId: true, isEditable: false },
  { path: 'customer', isTitle: true, isEditable: false },
  { path: 'checkoutId', reference: 'CheckoutSessions', isEditable: false },
  { path: 'method', availableValues: [...PAYMENT_METHOD_CODES], isEditable: false },
  { path: 'status', availableValues: [...BUSINESS_STATUSES], isEditable: false },
  { path: 'storedStatus', isEditable: false },
  { path: 'amount', money: true as const, isSortable: true, isEditable: false },
  { path: 'transactionUuid', isEditable: false },
  { path: 'gatewayRefId', isEditable: false },
  { path: 'failureReason', isEditable: false },
  { path: 'reason', isEditable: false },
  { path: 'flaggedAt', type: 'datetime' as const, isSortable: true, isEditable: false },
  { path: 'resolvedAt', type: 'datetime' as const, isEditable: false },
  { path: 'resolvedBy', isEditable: false },
  { path: 'note', type: 'textarea' as const, isEditable: false },
  { path: 'timeline', type: 'textarea' as const, isEditable: false },
  { path: 'createdAt', type: 'datetime' as const, isSortable: true, isEditable: false },
];

function resolveAction(reads: ReturnType<typeof readsOf>): PanelRecordAction {
  return {
    permission: 'UPDATE',
    label: 'Resolve',
    confirm: 'Record your decision on this case (10 to 2000 characters). Nothing else changes: no status, amount or outcome.',
    isVisible: (row) => Boolean(row.reason) && !row.resolvedAt,
    form: { dto: ResolvePaymentDto, input: (p) => ({ note: typeof p.note === 'string' ? p.note : '' }) },
    async run(id, dto: ResolvePaymentDto) {
      await paymentServices.admin.resolve(id, dto.note);
      return (await reads.findMany([id]))[0];
    },
    successMessage: 'Payment resolved',
  };
}

export function paymentsAdmin() {
  const all = readsOf();
  const queue = readsOf(QUEUE);
  return [
    definePanelResource({
      id: 'PaymentAttempts',
      module: 'Payments',
      options: {
        navigation: { name: 'Sales' },
        listProperties: ['customer', 'method', 'status', 'amount', 'createdAt'],
        filterProperties: ['status', 'method', 'customer', 'reason'],
        translations: { en: { labels: { PaymentAttempts: 'Payment attempts' } } },
      },
      properties: PROPERTIES,
      ...all,
      recordActions: { resolve: resolveAction(all) },
    }),
    definePanelResource({
      id: 'ReconciliationQueue',
      module: 'Payments',
      options: {
        navigation: { name: 'Sales' },
        sort: { sortBy: 'flaggedAt', direction: 'asc' },
        listProperties: ['customer', 'method', 'reason', 'amount', 'flaggedAt'],
        filterProperties: ['reason', 'method', 'customer'],
        translations: { en: { labels: { ReconciliationQueue: 'Reconciliation queue' } } },
      },
      properties: PROPERTIES,
      ...queue,
      recordActions: { resolve: resolveAction(queue) },
    }),
  ];
}
