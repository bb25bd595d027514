import { validate as isUuid } from 'uuid';
import { toMinorUnits } from '../../core/db/money.js';
import { containsPattern, sqlRows } from '../../core/db/sql.js';
import { kathmanduTime } from '../../core/panel/local-time.js';
import { panelReads } from '../../core/panel/panel-reads.js';
import { definePanelResource, type PanelProperty, type PanelRecordAction, type PanelRow, type PanelTableColumn } from '../../core/panel/resource-spec.js';
import { rupees } from '../../core/panel/rupees.js';
import { idsIn, timelineProperty, timelineRows } from '../../core/panel/timeline.js';
import { sectionTitle, type PanelAnswer } from '../../core/panel/sections.js';
import { ACCOUNTS_CUSTOMER_PANEL, userLabels } from '../accounts/index.js';
import { CHECKOUT_SESSION_PANEL, PAYMENT_METHOD_LABELS } from '../checkout/index.js';
import { clock } from '../../core/clock/clock.js';
import { ResolvePaymentDto } from './dto/payment.dto.js';
import { ATTEMPT_STATUSES } from './entities/payment-attempt.entity.js';
import { PAYMENT_METHOD_CODES } from './methods/registry.js';
import { paymentServices } from './payments-context.js';
import { BUSINESS_STATUSES, businessStatus, businessStatusSql, type BusinessStatus } from './statuses.js';

/*
 * Payment attempts in the admin panel (module Payments): the list with the customer's name and email, the
 * method, the business status and the amount (filtered by Kathmandu days, exported as CSV); a record is titled by its
 * method, amount, customer and time, links to its customer and checkout session and shows its timeline as events. The reconciliation queue lists
 * the flagged, unresolved attempts; Resolve (a note of 10..2000 characters) calls the same service as
 * POST /api/payments/{id}/resolve.
 */

const FROM = `FROM payment_attempts t JOIN accounts_user_names u ON u.public_id = t.customer_id`;
const SELECT = `SELECT t.id, t.public_id::text AS "publicId", t.checkout_id::text AS "checkoutId", t.customer_id::text AS "customerId",
  u.name AS "customerName", u.email AS "customerEmail",
  t.method, t.status, t.amount, t.transaction_uuid AS "transactionUuid", t.gateway_ref_id AS "gatewayRefId", t.failure_reason AS "failureReason",
  t.checkout_expires_at AS "checkoutExpiresAt", t.checkout_closed_at AS "checkoutClosedAt",
  t.reconciliation_flagged_at AS "flaggedAt", t.reconciliation_reason AS "reason", t.reconciliation_resolved_at AS "resolvedAt",
  t.reconciliation_note AS "note", ru.email AS "resolvedBy", t.created_at AS "createdAt"
  ${FROM} LEFT JOIN accounts_user_names ru ON ru.public_id = t.reconciliation_resolved_by`;
const QUEUE = 't.reconciliation_flagged_at IS NOT NULL AND t.reconciliation_resolved_at IS NULL';

function toRow(r: any): PanelRow {
  const status = businessStatus(
    { status: r.status, reconciliationReason: r.reason, checkoutExpiresAt: r.checkoutExpiresAt, checkoutClosedAt: r.checkoutClosedAt },
    clock.now(),
  );
  const amount = toMinorUnits(r.amount);
  return {
    id: r.publicId,
    // "Online (gateway) Rs 45,000.00 · Asha Rai · 28 Nov 2026, 10:25": the record's page and the links to it
    title: `${PAYMENT_METHOD_LABELS[r.method] ?? r.method} ${rupees(amount)} · ${r.customerName} · ${kathmanduTime(r.createdAt)}`,
    customer: `${r.customerName} <${r.customerEmail}>`,
    customerId: r.customerId,
    checkoutId: r.checkoutId,
    method: r.method,
    status,
    storedStatus: r.status,
    amount,
    transactionUuid: r.transactionUuid ?? '',
    gatewayRefId: r.gatewayRefId ?? '',
    failureReason: r.failureReason ?? '',
    reason: r.reason ?? '',
    flaggedAt: r.flaggedAt,
    resolvedAt: r.resolvedAt,
    resolvedBy: r.resolvedBy ?? '',
    note: r.note ?? '',
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
      checkoutId: (v, p) => (isUuid(v) ? `t.checkout_id = ${p(v.toLowerCase())}::uuid` : 'FALSE'),
      customerId: (v, p) => (isUuid(v) ? `t.customer_id = ${p(v.toLowerCase())}::uuid` : 'FALSE'),
    },
    toRow,
  });
}

const PROPERTIES: PanelProperty[] = [
  { path: 'id', isId: true, isEditable: false },
  { path: 'title', isTitle: true, isEditable: false },
  { path: 'customer', isEditable: false },
  { path: 'customerId', reference: 'Customers', isEditable: false },
  { path: 'checkoutId', reference: 'CheckoutSessions', isEditable: false },
  { path: 'method', availableValues: [...PAYMENT_METHOD_CODES], labels: PAYMENT_METHOD_LABELS, isEditable: false },
  { path: 'status', availableValues: [...BUSINESS_STATUSES], isEditable: false },
  { path: 'storedStatus', availableValues: [...ATTEMPT_STATUSES], isEditable: false },
  { path: 'amount', money: true, isSortable: true, isEditable: false },
  { path: 'transactionUuid', isEditable: false },
  { path: 'gatewayRefId', isEditable: false },
  { path: 'failureReason', isEditable: false },
  { path: 'reason', isEditable: false },
  { path: 'flaggedAt', type: 'datetime', isSortable: true, isEditable: false },
  { path: 'resolvedAt', type: 'datetime', isEditable: false },
  { path: 'resolvedBy', isEditable: false },
  { path: 'note', type: 'textarea', isEditable: false },
  timelineProperty(),
  { path: 'createdAt', type: 'datetime', isSortable: true, isEditable: false },
];

/** The attempt's page adds its timeline as readable events (people named). */
async function withTimeline(row: PanelRow): Promise<PanelRow> {
  const events = await sqlRows<{ at: Date; type: string; from: string | null; to: string | null; detail: Record<string, unknown> }>(
    `SELECT e.at, e.type, e.from_status AS "from", e.to_status AS "to", e.detail
       FROM payment_events e JOIN payment_attempts a ON a.id = e.attempt_id WHERE a.public_id = $1 ORDER BY e.id`,
    [row.id],
  );
  const timeline = events.map((e) => ({ ...e, event: e.type }));
  return { ...row, timeline: timelineRows(timeline, await userLabels(idsIn(timeline))) };
}

const SHOW = ['status', 'amount', 'method', 'customerId', 'checkoutId', 'createdAt', 'storedStatus', 'transactionUuid', 'gatewayRefId'];
const RECONCILIATION = ['failureReason', 'reason', 'flaggedAt', 'resolvedAt', 'resolvedBy', 'note', 'timeline'];
const TRANSLATIONS = {
  customerId: 'Customer',
  checkoutId: 'Checkout session',
  storedStatus: 'Stored status',
  transactionUuid: 'Transaction UUID',
  gatewayRefId: 'Gateway reference',
  reason: 'Reconciliation reason',
};

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

const attemptReads = readsOf();
const queueReads = readsOf(QUEUE);

/** How many cases the reconciliation queue lists (the dashboard's tile: the list's own count). */
export const reconciliationQueueCount = (): Promise<number> => queueReads.count({});

const ATTEMPT_COLUMNS: PanelTableColumn[] = [
  { key: 'createdAt', label: 'Started', kind: 'time', link: { resource: 'PaymentAttempts' } },
  { key: 'methodName', label: 'Method' },
  { key: 'status', label: 'Status', kind: 'enum' },
  { key: 'amount', label: 'Amount', kind: 'money' },
  { key: 'failureReason', label: 'Failure', kind: 'enum' },
];

/** The attempts a filter picks, newest first, as a section of another record's page. */
async function attemptsSection(filters: Record<string, string>, position: number): Promise<PanelAnswer> {
  const [rows, count] = await Promise.all([
    attemptReads.find({ filters, limit: 10, offset: 0, sortBy: 'createdAt', direction: 'desc' }),
    attemptReads.count(filters),
  ]);
  return {
    title: sectionTitle('Payment attempts', rows.length, count),
    position,
    permission: 'Payments_READ',
    columns: ATTEMPT_COLUMNS,
    rows: rows.map((r) => ({ ...r, methodName: PAYMENT_METHOD_LABELS[String(r.method)] ?? r.method })),
    empty: 'No payment attempt',
    more: count > rows.length ? { label: `All ${count} payment attempts`, resource: 'PaymentAttempts', filters } : undefined,
  };
}

/** The hooks payments answers: the attempts on a customer's page and on a checkout session's page in the panel. */
export const paymentsPanelHooks = [
  ACCOUNTS_CUSTOMER_PANEL.handle('payments.customer-attempts', ({ customerId }) => attemptsSection({ customerId }, 50)),
  CHECKOUT_SESSION_PANEL.handle('payments.session-attempts', ({ sessionId }) => attemptsSection({ checkoutId: sessionId }, 10)),
];

export function paymentsAdmin() {
  return [
    definePanelResource({
      id: 'PaymentAttempts',
      module: 'Payments',
      options: {
        navigation: { name: 'Sales' },
        sort: { sortBy: 'createdAt', direction: 'desc' },
        listProperties: ['customer', 'method', 'status', 'amount', 'createdAt'],
        showProperties: [...SHOW, ...RECONCILIATION],
        filterProperties: ['status', 'method', 'customer', 'reason', 'checkoutId', 'customerId'],
        translations: { en: { labels: { PaymentAttempts: 'Payment attempts' }, properties: TRANSLATIONS } },
      },
      properties: PROPERTIES,
      ...attemptReads,
      detail: withTimeline,
      listTools: {
        dateRange: 'createdAt',
        csv: { columns: ['createdAt', 'customer', 'method', 'status', 'amount', 'checkoutId', 'transactionUuid', 'gatewayRefId', 'failureReason'] },
      },
      recordActions: { resolve: resolveAction(attemptReads) },
    }),
    definePanelResource({
      id: 'ReconciliationQueue',
      module: 'Payments',
      options: {
        navigation: { name: 'Sales' },
        sort: { sortBy: 'flaggedAt', direction: 'asc' },
        listProperties: ['customer', 'method', 'reason', 'amount', 'flaggedAt'],
        showProperties: [...SHOW, ...RECONCILIATION],
        filterProperties: ['reason', 'method', 'customer'],
        translations: { en: { labels: { ReconciliationQueue: 'Reconciliation queue' }, properties: TRANSLATIONS } },
      },
      properties: PROPERTIES,
      ...queueReads,
      detail: withTimeline,
      recordActions: { resolve: resolveAction(queueReads) },
    }),
  ];
}
