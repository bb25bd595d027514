import { IsIn, IsString, MaxLength } from 'class-validator';
import { Optional } from '../../core/http/validators.js';
import { panelReads } from '../../core/panel/panel-reads.js';
import type { ResourceOptions } from 'adminjs';
import { definePanelResource, type PanelProperty, type PanelRow, type PanelTableColumn } from '../../core/panel/resource-spec.js';
import { SALE_STATUSES } from './entities/pos-sale.entity.js';
import { runCounterCommand } from './panel/counter-commands.js';
import { counterOrders } from '../orders/index.js';
import { PosErrors } from './errors.js';
import { pos } from './pos-context.js';

/*
 * POS in the panel: the sales (list, and each sale's page with its lines and timeline) and the counter screen
 * (admin/components/browser/pos-counter.js), a page of one draft sale whose every step is a command run through the
 * same POS services as the routes (panel/counter-commands.ts). "New sale" starts a draft (pos.sales.create) and opens it.
 */

/** Name of the counter screen in AdminJS.UserComponents (admin/components/bundle.ts registers the script). */
export const POS_COUNTER_COMPONENT = 'PosCounter';

/** "New sale" takes nothing; the form must still name its one optional input for the panel's strict validation. */
class NewSaleForm {
  @Optional()
  @IsIn(['counter'])
  source?: string;
}

/** The counter posts each step as one JSON text. */
class CounterCommandForm {
  @IsString()
  @MaxLength(20_000)
  command: string;
}

const FROM = `FROM pos_sales t LEFT JOIN accounts_user_names c ON c.public_id = t.customer_public_id JOIN accounts_user_names a ON a.public_id = t.created_by`;

const reads = panelReads({
  select: `SELECT t.public_id::text AS "publicId", t.status, t.fulfilment, t.grand_total AS "grandTotal", t.customer_public_id::text AS "customerId",
                  c.name AS "customerName", a.name AS "cashierName", t.order_public_id::text AS "orderId", t.payment_method AS "paymentMethod",
                  t.created_at AS "createdAt", t.completed_at AS "completedAt" ${FROM}`,
  countFrom: FROM,
  sortable: { createdAt: 't.created_at', completedAt: 't.completed_at' },
  defaultSort: 'createdAt',
  filters: { status: (v, p) => `t.status = ${p(v)}` },
  toRow: (r) => ({
    id: r.publicId,
    title: `Sale · ${r.customerName ?? 'no customer yet'} · ${r.status}`,
    status: r.status,
    fulfilment: r.fulfilment,
    grandTotal: r.grandTotal === null ? null : Number(r.grandTotal),
    customerId: r.customerId,
    cashierName: r.cashierName,
    orderId: r.orderId,
    paymentMethod: r.paymentMethod,
    createdAt: r.createdAt,
    completedAt: r.completedAt,
  }),
});

const LINE_COLUMNS: PanelTableColumn[] = [
  { key: 'name', label: 'Product', link: { resource: 'Products', idKey: 'productPublicId' } },
  { key: 'variantName', label: 'Variant' },
  { key: 'sku', label: 'SKU' },
  { key: 'quantity', label: 'Quantity', kind: 'number' },
  { key: 'unitPrice', label: 'Unit price', kind: 'money' },
  { key: 'lineTotal', label: 'Line total', kind: 'money' },
];
const TIMELINE_COLUMNS: PanelTableColumn[] = [
  { key: 'at', label: 'When', kind: 'time' },
  { key: 'event', label: 'What' },
  { key: 'actor', label: 'Who' },
  { key: 'details', label: 'Details' },
];

/** The receipt PDF of a completed sale's order (base64 in the view's JSON; the page turns it into a file). */
async function saleReceipt(id: string): Promise<{ fileName: string; pdfBase64: string }> {
  const sale = await pos.sales.detail(id);
  if (!sale.links.orderId) throw PosErrors.POS_SALE_NOT_FOUND(undefined, 'The sale has no order yet');
  const file = await counterOrders.receipt(sale.links.orderId);
  return { fileName: file.fileName, pdfBase64: file.pdf.toString('base64') };
}

/** A sale's page: its lines (live while drafting), its total and its timeline. */
async function saleDetail(row: PanelRow): Promise<PanelRow> {
  const [sale, timeline] = await Promise.all([pos.sales.detail(row.id), pos.sales.timeline(row.id)]);
  return {
    ...row,
    grandTotal: sale.grandTotal,
    shippingCharge: sale.shippingCharge,
    lines: sale.lines.map((l) => ({ ...l, variantName: l.variantName ?? 'Default' })),
    timeline: timeline.map((e) => ({ ...e, details: JSON.stringify(e.details) })),
  };
}

const PROPERTIES: PanelProperty[] = [
  { path: 'id', isId: true, isEditable: false },
  { path: 'title', isTitle: true, isEditable: false },
  {
    path: 'status',
    availableValues: [...SALE_STATUSES],
    isEditable: false,
    tones: { picked_up: 'green', ordered: 'blue', draft: 'grey', cancelled: 'red' },
  },
  { path: 'customerId', reference: 'Customers', isEditable: false },
  { path: 'cashierName', isEditable: false },
  { path: 'fulfilment', availableValues: ['pickup', 'delivery'], isEditable: false },
  { path: 'paymentMethod', availableValues: ['cash', 'card', 'qr'], isEditable: false },
  { path: 'shippingCharge', money: true, isEditable: false },
  { path: 'grandTotal', money: true, isEditable: false },
  { path: 'orderId', reference: 'Orders', isEditable: false },
  { path: 'lines', table: { columns: LINE_COLUMNS, empty: 'No lines' }, isEditable: false },
  { path: 'timeline', table: { columns: TIMELINE_COLUMNS, empty: 'Nothing yet' }, isEditable: false },
  { path: 'createdAt', type: 'datetime', isSortable: true, isEditable: false },
  { path: 'completedAt', type: 'datetime', isSortable: true, isEditable: false },
];

const OPTIONS: ResourceOptions = {
  navigation: { name: 'Sales', icon: 'ShoppingCart' },
  sort: { sortBy: 'createdAt', direction: 'desc' },
  listProperties: ['title', 'status', 'fulfilment', 'grandTotal', 'cashierName', 'createdAt'],
  showProperties: [
    'status',
    'customerId',
    'cashierName',
    'fulfilment',
    'paymentMethod',
    'shippingCharge',
    'grandTotal',
    'orderId',
    'lines',
    'timeline',
    'createdAt',
    'completedAt',
  ],
  filterProperties: ['status'],
  translations: {
    en: {
      labels: { PosSales: 'POS sales' },
      properties: { customerId: 'Customer', cashierName: 'Cashier', orderId: 'Order', grandTotal: 'Total', paymentMethod: 'Payment' },
    },
  },
};

export function posAdmin() {
  return [
    definePanelResource({
      id: 'PosSales',
      module: 'Pos',
      properties: PROPERTIES,
      options: OPTIONS,
      ...reads,
      detail: saleDetail,
      create: { dto: NewSaleForm, input: () => ({}), run: async () => ({ id: (await pos.sales.create()).publicId }) },
      views: {
        openCounter: { permission: 'CREATE', label: 'Counter', icon: 'ShoppingCart', component: POS_COUNTER_COMPONENT, load: async () => ({ ready: true }) },
      },
      recordViews: {
        counter: {
          permission: 'UPDATE',
          label: 'Counter',
          icon: 'ShoppingCart',
          component: POS_COUNTER_COMPONENT,
          isVisible: (row) => row.status === 'draft',
          load: (id) => pos.sales.detail(id),
          // the screen heads itself with the sale as it is now (customer, status) and offers Cancel only to a draft
          ownHeader: true,
        },
        receipt: {
          permission: 'READ',
          label: 'Receipt PDF',
          icon: 'Printer',
          component: POS_COUNTER_COMPONENT,
          // read by the counter screen's "Print receipt": the order's receipt as base64, opened as a PDF in the browser
          isVisible: () => false,
          load: (id) => saleReceipt(id),
        },
      },
      recordActions: {
        counterCommand: {
          permission: 'UPDATE',
          label: 'Counter step',
          // called by the counter screen only: its answer is read from the record
          isVisible: () => false,
          form: { dto: CounterCommandForm, input: (p) => ({ command: p.command }) },
          run: async (id, dto: CounterCommandForm) => ({ id, counterOutcome: JSON.stringify(await runCounterCommand(id, dto.command)) }),
          successMessage: 'The counter has its answer',
        },
        cancelSale: {
          permission: 'DELETE',
          label: 'Cancel sale',
          isVisible: (row) => row.status === 'draft',
          run: async (id) => ({ id: (await pos.sales.cancel(id)).publicId }),
          successMessage: 'Sale cancelled',
        },
      },
    }),
  ];
}
