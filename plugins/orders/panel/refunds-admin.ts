import { toMinorUnits } from '../../../core/db/money.js';
import { containsPattern } from '../../../core/db/sql.js';
import { kathmanduTime } from '../../../core/panel/local-time.js';
import { panelReads } from '../../../core/panel/panel-reads.js';
import { definePanelResource, type PanelRecordAction, type PanelRow } from '../../../core/panel/resource-spec.js';
import { OF_AN_ORDER } from './record-tables.js';
import { PAYMENT_METHOD_LABELS } from '../../checkout/index.js';
import { rupees } from '../../../core/panel/rupees.js';
import { ApproveRefundDto, RejectRefundDto, SettleRefundDto } from '../refunds/dto/refund.dto.js';
import { LIVE_REFUND_SQL, REFUND_METHODS, REFUND_STATUSES } from '../refunds/refund-machine.js';
import { refundsService } from '../refunds/refunds.service.js';
import { reasonField, text } from './action-fields.js';

/*
 * The finance queue in the panel (module Refunds): refunds by status with the order, customer and amount, and the
 * order's cash context beside each (how it was paid, delivered, COD cash collected, what live refunds hold);
 * Approve (with the method), Settled (with the reference) and Reject call the same service as /api/order-refunds.
 */

const METHOD_LABELS: Record<string, string> = { gateway_reversal: 'Gateway reversal', bank_transfer: 'Bank transfer', cash: 'Cash' };

const FROM = `FROM order_refunds t JOIN orders o ON o.id = t.order_id JOIN accounts_user_names u ON u.public_id = o.customer_public_id`;
const SELECT = `
  SELECT t.id, t.public_id AS "publicId", o.public_id AS "orderId", o.order_number AS "orderNumber", t.source, t.status, t.amount::text AS amount,
         t.method, t.settlement_reference AS "settlementReference", t.reject_reason AS "rejectReason",
         u.name AS "customerName", u.email AS "customerEmail",
         (SELECT string_agg(ri.quantity || ' x ' || i.product_name || coalesce(' (' || i.variant_name || ')', ''), E'\\n' ORDER BY i.position)
            FROM order_refund_items ri JOIN order_items i ON i.id = ri.order_item_id WHERE ri.refund_id = t.id) AS lines,
         o.payment_method AS "orderPaymentMethod", o.delivered_at AS "orderDeliveredAt", o.cod_collected_amount::text AS "orderCodCollectedAmount",
         (SELECT coalesce(sum(x.amount), 0)::text FROM order_refunds x WHERE x.order_id = t.order_id AND x.status ${LIVE_REFUND_SQL})
           AS "orderAttributedRefundAmount",
         t.created_at AS "createdAt", t.approved_at AS "approvedAt", t.settled_at AS "settledAt", t.rejected_at AS "rejectedAt"
  ${FROM}`;

const when = (label: string, at: Date | null) => (at ? `${label} ${kathmanduTime(at)}` : null);

const reads = panelReads({
  select: SELECT,
  countFrom: FROM,
  sortable: { createdAt: 't.created_at', amount: 't.amount', status: 't.status' },
  defaultSort: 'createdAt',
  filters: {
    status: (v, p) => `t.status = ${p(v)}`,
    method: (v, p) => `t.method = ${p(v)}`,
    orderNumber: (v, p) => `o.order_number ILIKE ${p(containsPattern(v))}`,
    customer: (v, p) => `(u.name ILIKE ${p(containsPattern(v))} OR u.email ILIKE ${p(containsPattern(v))})`,
  },
  toRow: (r): PanelRow => ({
    id: r.publicId,
    title: `Refund of ${r.orderNumber}: ${rupees(toMinorUnits(r.amount))}`,
    orderNumber: r.orderNumber,
    orderId: r.orderId,
    customer: `${r.customerName} <${r.customerEmail}>`,
    source: r.source,
    status: r.status,
    amount: toMinorUnits(r.amount),
    method: r.method ?? '',
    settlementReference: r.settlementReference ?? '',
    rejectReason: r.rejectReason ?? '',
    lines: r.lines ?? (r.source === 'cancellation' ? 'The whole order (cancelled)' : ''),
    orderPaymentMethod: r.orderPaymentMethod,
    orderDeliveredAt: r.orderDeliveredAt,
    orderCodCollectedAmount: r.orderCodCollectedAmount === null ? null : toMinorUnits(r.orderCodCollectedAmount),
    orderAttributedRefundAmount: toMinorUnits(r.orderAttributedRefundAmount),
    history: [when('Created', r.createdAt), when('Approved', r.approvedAt), when('Settled', r.settledAt), when('Rejected', r.rejectedAt)]
      .filter(Boolean)
      .join('\n'),
    createdAt: r.createdAt,
  }),
});

const pending = (row: Record<string, unknown>) => row.status === 'pending';

const REFUND_ACTIONS: Record<string, PanelRecordAction> = {
  approve: {
    permission: 'UPDATE',
    label: 'Approve',
    confirm: 'Approve the refund and say how the money goes back.',
    isVisible: pending,
    fields: (row) => [
      {
        name: 'method',
        label: 'Refund method',
        type: 'select',
        required: true,
        value: row.orderPaymentMethod === 'gateway' ? 'gateway_reversal' : '',
        options: REFUND_METHODS.map((m) => ({ value: m, label: METHOD_LABELS[m] ?? m })),
      },
    ],
    form: { dto: ApproveRefundDto, input: (p) => ({ method: text(p.method) }) },
    run: async (id, dto: ApproveRefundDto) => void (await refundsService.approve(id, dto)),
    successMessage: 'Refund approved',
  },
  settle: {
    permission: 'UPDATE',
    label: 'Settled',
    confirm: 'The money went back: record its reference (the gateway reversal id, bank transfer or cash voucher number).',
    isVisible: (row) => row.status === 'approved',
    fields: [{ name: 'settlementReference', label: 'Settlement reference', type: 'text', required: true }],
    form: { dto: SettleRefundDto, input: (p) => ({ settlementReference: text(p.settlementReference) ?? null }) },
    run: async (id, dto: SettleRefundDto) => void (await refundsService.settle(id, dto)),
    successMessage: 'Refund settled',
  },
  reject: {
    permission: 'UPDATE',
    label: 'Reject',
    isVisible: pending,
    fields: [reasonField('Why the refund is rejected')],
    form: { dto: RejectRefundDto, input: (p) => ({ reason: typeof p.reason === 'string' ? p.reason : '' }) },
    run: async (id, dto: RejectRefundDto) => void (await refundsService.reject(id, dto)),
    successMessage: 'Refund rejected',
  },
};

export function refundsPanel() {
  return definePanelResource({
    id: 'Refunds',
    module: 'Refunds',
    properties: [
      ...OF_AN_ORDER,
      { path: 'source', availableValues: ['lines', 'cancellation'], labels: { lines: 'Order lines', cancellation: 'Cancellation' }, isEditable: false },
      { path: 'status', availableValues: [...REFUND_STATUSES], isSortable: true, isEditable: false },
      { path: 'amount', money: true, isSortable: true, isEditable: false },
      { path: 'method', availableValues: [...REFUND_METHODS], labels: METHOD_LABELS, isEditable: false },
      { path: 'settlementReference', isEditable: false },
      { path: 'rejectReason', isEditable: false },
      { path: 'lines', type: 'textarea', isEditable: false },
      { path: 'orderPaymentMethod', availableValues: ['cod', 'gateway'], labels: PAYMENT_METHOD_LABELS, isEditable: false },
      { path: 'orderDeliveredAt', type: 'datetime', isEditable: false },
      { path: 'orderCodCollectedAmount', money: true, isEditable: false },
      { path: 'orderAttributedRefundAmount', money: true, isEditable: false },
      { path: 'history', type: 'textarea', isEditable: false },
      { path: 'createdAt', type: 'datetime', isSortable: true, isEditable: false },
    ],
    options: {
      navigation: { name: 'Sales' },
      sort: { sortBy: 'createdAt', direction: 'asc' },
      listProperties: ['orderNumber', 'customer', 'status', 'amount', 'method', 'createdAt'],
      showProperties: [
        'orderNumber',
        'orderId',
        'customer',
        'source',
        'status',
        'amount',
        'lines',
        'method',
        'settlementReference',
        'rejectReason',
        'orderPaymentMethod',
        'orderDeliveredAt',
        'orderCodCollectedAmount',
        'orderAttributedRefundAmount',
        'history',
        'createdAt',
      ],
      filterProperties: ['status', 'method', 'orderNumber', 'customer'],
      translations: {
        en: {
          labels: { Refunds: 'Refunds (finance queue)' },
          properties: {
            orderNumber: 'Order',
            orderId: 'Order record',
            orderPaymentMethod: 'Order paid by',
            orderDeliveredAt: 'Order delivered',
            orderCodCollectedAmount: 'COD cash collected',
            orderAttributedRefundAmount: 'Live refunds of the order',
          },
        },
      },
    },
    ...reads,
    recordActions: REFUND_ACTIONS,
  });
}
