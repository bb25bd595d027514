import { containsPattern } from '../../../core/db/sql.js';
import { kathmanduTime } from '../../../core/panel/local-time.js';
import { panelReads } from '../../../core/panel/panel-reads.js';
import { definePanelResource, type PanelActionField, type PanelRecordAction, type PanelRow } from '../../../core/panel/resource-spec.js';
import { OF_AN_ORDER } from './record-tables.js';
import { DecideReturnDto, InspectReturnDto } from '../returns/dto/return.dto.js';
import { RETURN_STATUSES } from '../returns/return-machine.js';
import { returnsService } from '../returns/returns.service.js';
import { count, reasonField, text } from './action-fields.js';

/*
 * Returns in the panel (module Returns): the queue by status with the order number and customer; a record shows its
 * lines; Approve / Reject, Received and Inspect call the same service as /api/order-returns.
 */

interface ReturnLine {
  orderItemId: string;
  name: string;
  quantity: number;
  reason: string;
  acceptedQuantity: number | null;
  rejectedQuantity: number | null;
  rejectionReason: string | null;
  restock: boolean | null;
}

const FROM = `FROM order_returns t JOIN orders o ON o.id = t.order_id JOIN accounts_user_names u ON u.public_id = o.customer_public_id`;
const SELECT = `
  SELECT t.id, t.public_id AS "publicId", o.public_id AS "orderId", o.order_number AS "orderNumber", t.status, t.note,
         t.decision_reason AS "decisionReason", u.name AS "customerName", u.email AS "customerEmail",
         (SELECT coalesce(json_agg(json_build_object(
                   'orderItemId', i.public_id, 'name', i.product_name || coalesce(' (' || i.variant_name || ')', ''), 'quantity', ri.quantity,
                   'reason', ri.reason, 'acceptedQuantity', ri.accepted_quantity, 'rejectedQuantity', ri.rejected_quantity,
                   'rejectionReason', ri.rejection_reason, 'restock', ri.restock) ORDER BY i.position), '[]')
            FROM order_return_items ri JOIN order_items i ON i.id = ri.order_item_id WHERE ri.return_id = t.id) AS items,
         t.created_at AS "createdAt", t.decided_at AS "decidedAt", t.received_at AS "receivedAt", t.inspected_at AS "inspectedAt"
  ${FROM}`;

function lineText(l: ReturnLine): string {
  const inspected =
    l.acceptedQuantity === null
      ? ''
      : ` · accepted ${l.acceptedQuantity}${l.restock ? ' (restocked)' : ''}, rejected ${l.rejectedQuantity}${l.rejectionReason ? `: ${l.rejectionReason}` : ''}`;
  return `${l.quantity} x ${l.name}: "${l.reason}"${inspected}`;
}

const when = (label: string, at: Date | null) => (at ? `${label} ${kathmanduTime(at)}` : null);

const reads = panelReads({
  select: SELECT,
  countFrom: FROM,
  sortable: { createdAt: 't.created_at', status: 't.status' },
  defaultSort: 'createdAt',
  filters: {
    status: (v, p) => `t.status = ${p(v)}`,
    orderNumber: (v, p) => `o.order_number ILIKE ${p(containsPattern(v))}`,
    customer: (v, p) => `(u.name ILIKE ${p(containsPattern(v))} OR u.email ILIKE ${p(containsPattern(v))})`,
  },
  toRow: (r): PanelRow => ({
    id: r.publicId,
    title: `Return of ${r.orderNumber}`,
    orderNumber: r.orderNumber,
    orderId: r.orderId,
    customer: `${r.customerName} <${r.customerEmail}>`,
    status: r.status,
    note: r.note ?? '',
    decisionReason: r.decisionReason ?? '',
    units: (r.items as ReturnLine[]).reduce((n, l) => n + l.quantity, 0),
    lines: (r.items as ReturnLine[]).map(lineText).join('\n'),
    returnLines: r.items,
    history: [when('Requested', r.createdAt), when('Decided', r.decidedAt), when('Received', r.receivedAt), when('Inspected', r.inspectedAt)]
      .filter(Boolean)
      .join('\n'),
    createdAt: r.createdAt,
  }),
});

const linesOf = (row: Record<string, unknown>) => (Array.isArray(row.returnLines) ? (row.returnLines as ReturnLine[]) : []);

function inspectFields(row: Record<string, unknown>): PanelActionField[] {
  return linesOf(row).flatMap((l): PanelActionField[] => [
    { name: `accepted_${l.orderItemId}`, label: `${l.name}: units accepted (of ${l.quantity} received)`, type: 'number', value: l.quantity },
    { name: `rejected_${l.orderItemId}`, label: `${l.name}: units rejected`, type: 'number', value: 0 },
    { name: `rejection_${l.orderItemId}`, label: `${l.name}: why units are rejected`, type: 'text' },
    { name: `restock_${l.orderItemId}`, label: `${l.name}: accepted units go back to stock`, type: 'checkbox', value: true },
  ]);
}

function inspectInput(p: Record<string, unknown>): Record<string, unknown> {
  const ids = Object.keys(p)
    .filter((k) => k.startsWith('accepted_'))
    .map((k) => k.slice('accepted_'.length));
  return {
    items: ids.map((id) => ({
      orderItemId: id,
      acceptedQuantity: count(p[`accepted_${id}`]),
      rejectedQuantity: count(p[`rejected_${id}`]),
      rejectionReason: text(p[`rejection_${id}`]) ?? null,
      restock: p[`restock_${id}`] === 'true',
    })),
  };
}

const RETURN_ACTIONS: Record<string, PanelRecordAction> = {
  approve: {
    permission: 'UPDATE',
    label: 'Approve',
    confirm: 'Approve the return: the customer sends the units back.',
    isVisible: (row) => row.status === 'requested',
    run: async (id) => void (await returnsService.decide(id, { decision: 'approve' })),
    successMessage: 'Return approved',
  },
  reject: {
    permission: 'UPDATE',
    label: 'Reject',
    isVisible: (row) => row.status === 'requested',
    fields: [reasonField('Why the return is rejected (the customer is told)')],
    form: { dto: DecideReturnDto, input: (p) => ({ decision: 'reject', reason: typeof p.reason === 'string' ? p.reason : '' }) },
    run: async (id, dto: DecideReturnDto) => void (await returnsService.decide(id, dto)),
    successMessage: 'Return rejected',
  },
  receive: {
    permission: 'UPDATE',
    label: 'Received',
    confirm: 'The returned units arrived at the shop.',
    isVisible: (row) => row.status === 'approved',
    run: async (id) => void (await returnsService.receive(id)),
    successMessage: 'Return received',
  },
  inspect: {
    permission: 'UPDATE',
    label: 'Inspect',
    confirm: 'For each line: accepted and rejected units add up to what was received; a rejection says why.',
    isVisible: (row) => row.status === 'received',
    fields: inspectFields,
    form: { dto: InspectReturnDto, input: inspectInput },
    run: async (id, dto: InspectReturnDto) => void (await returnsService.inspect(id, dto)),
    successMessage: 'Return inspected',
  },
};

export function returnsPanel() {
  return definePanelResource({
    id: 'Returns',
    module: 'Returns',
    properties: [
      ...OF_AN_ORDER,
      { path: 'status', availableValues: [...RETURN_STATUSES], isSortable: true, isEditable: false },
      { path: 'units', type: 'number', isEditable: false },
      { path: 'lines', type: 'textarea', isEditable: false },
      { path: 'note', type: 'textarea', isEditable: false },
      { path: 'decisionReason', isEditable: false },
      { path: 'history', type: 'textarea', isEditable: false },
      { path: 'createdAt', type: 'datetime', isSortable: true, isEditable: false },
    ],
    options: {
      navigation: { name: 'Sales' },
      sort: { sortBy: 'createdAt', direction: 'desc' },
      listProperties: ['orderNumber', 'customer', 'status', 'units', 'createdAt'],
      showProperties: ['orderNumber', 'orderId', 'customer', 'status', 'lines', 'note', 'decisionReason', 'history', 'createdAt'],
      filterProperties: ['status', 'orderNumber', 'customer'],
      translations: { en: { properties: { orderNumber: 'Order', orderId: 'Order record', decisionReason: 'Decision reason', units: 'Units' } } },
    },
    ...reads,
    recordActions: RETURN_ACTIONS,
  });
}
