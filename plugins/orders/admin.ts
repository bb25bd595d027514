import { definePanelResource, type PanelProperty, type PanelResourceSpec } from '../../core/panel/resource-spec.js';
import { DOCUMENTED_PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '../checkout/index.js';
import { COD_STATES, orderCount, orderPages, orderRows } from './admin-order-reads.js';
import { ORDER_STATUSES } from './entities/order.entity.js';
import { fulfilmentActions } from './panel/fulfilment-actions.js';
import { moneyActions } from './panel/money-actions.js';
import { refundsPanel } from './panel/refunds-admin.js';
import { returnsPanel } from './panel/returns-admin.js';
import { ORDER_TABLE_PROPERTIES } from './panel/record-tables.js';

/*
 * Orders in the panel (module Orders): the list by order number with the customer's name and email, status, total,
 * payment method, cash state and date; a record shows its lines, shipments, money and timeline, and offers the
 * lifecycle's next steps (confirm, ship with serials, deliver, pickup, cancel, COD cash, a refund, a note) through
 * the same services as /api/orders. Returns and the refunds finance queue are their own resources.
 */

const COD_STATE_LABELS: Record<(typeof COD_STATES)[number], string> = {
  paid_online: 'Paid online',
  on_delivery: 'Cash on delivery',
  to_collect: 'Cash to collect',
  collected: 'Cash collected',
  nothing_to_collect: 'Nothing to collect',
};

const ORDER_PROPERTIES: PanelProperty[] = [
  { path: 'id', isId: true, isEditable: false },
  { path: 'orderNumber', isTitle: true, isSortable: true, isEditable: false },
  { path: 'customerId', reference: 'Customers', isEditable: false },
  { path: 'customer', isEditable: false },
  { path: 'status', availableValues: [...ORDER_STATUSES], isSortable: true, isEditable: false },
  { path: 'grandTotal', money: true, isSortable: true, isEditable: false },
  {
    path: 'paymentMethod',
    availableValues: [...DOCUMENTED_PAYMENT_METHODS],
    labels: PAYMENT_METHOD_LABELS,
    isEditable: false,
  },
  { path: 'fulfilmentType', availableValues: ['delivery', 'pickup'], isEditable: false },
  { path: 'subtotal', money: true, isEditable: false },
  { path: 'discountAmount', money: true, isEditable: false },
  { path: 'shippingAmount', money: true, isEditable: false },
  { path: 'shippingDiscountAmount', money: true, isEditable: false },
  { path: 'paidAmount', money: true, isEditable: false },
  { path: 'refundedAmount', money: true, isEditable: false },
  { path: 'codState', availableValues: [...COD_STATES], labels: COD_STATE_LABELS, isEditable: false },
  { path: 'toShip', type: 'boolean', isEditable: false },
  { path: 'codCollectedAmount', money: true, isEditable: false },
  { path: 'codCollectedAt', type: 'datetime', isEditable: false },
  { path: 'readyForPickupAt', type: 'datetime', isEditable: false },
  { path: 'deliveredAt', type: 'datetime', isEditable: false },
  { path: 'shipTo', isEditable: false },
  { path: 'checkoutId', reference: 'CheckoutSessions', isEditable: false },
  { path: 'paymentAttemptId', reference: 'PaymentAttempts', isEditable: false },
  ...ORDER_TABLE_PROPERTIES,
  { path: 'createdAt', type: 'datetime', isSortable: true, isEditable: false },
  { path: 'updatedAt', type: 'datetime', isEditable: false },
];

const ORDER_OPTIONS: PanelResourceSpec['options'] = {
  navigation: { name: 'Sales', icon: 'ShoppingCart' },
  sort: { sortBy: 'createdAt', direction: 'desc' },
  listProperties: ['orderNumber', 'customer', 'status', 'grandTotal', 'paymentMethod', 'codState', 'createdAt'],
  showProperties: [
    'orderNumber',
    'status',
    'customerId',
    'customer',
    'paymentMethod',
    'fulfilmentType',
    'lines',
    'subtotal',
    'discountAmount',
    'shippingAmount',
    'shippingDiscountAmount',
    'grandTotal',
    'paidAmount',
    'refundedAmount',
    'codState',
    'codCollectedAmount',
    'codCollectedAt',
    'shipTo',
    'shipments',
    'readyForPickupAt',
    'deliveredAt',
    'timeline',
    'paymentAttemptId',
    'checkoutId',
    'createdAt',
    'updatedAt',
  ],
  filterProperties: ['orderNumber', 'customer', 'status', 'paymentMethod', 'codState', 'fulfilmentType', 'toShip'],
  translations: {
    en: {
      labels: { Orders: 'Orders' },
      properties: {
        orderNumber: 'Order',
        customerId: 'Customer account',
        grandTotal: 'Total',
        paymentMethod: 'Payment',
        fulfilmentType: 'Fulfilment',
        shipTo: 'Ship to',
        discountAmount: 'Discount',
        shippingAmount: 'Shipping',
        shippingDiscountAmount: 'Shipping discount',
        paidAmount: 'Paid',
        refundedAmount: 'Refunded',
        codState: 'Cash',
        codCollectedAmount: 'Cash collected',
        codCollectedAt: 'Cash collected at',
        readyForPickupAt: 'Ready for pickup',
        deliveredAt: 'Delivered',
        checkoutId: 'Checkout session',
        paymentAttemptId: 'Payment attempt',
        toShip: 'To ship',
      },
    },
  },
};

export function ordersAdmin() {
  return [
    definePanelResource({
      id: 'Orders',
      module: 'Orders',
      properties: ORDER_PROPERTIES,
      options: ORDER_OPTIONS,
      find: orderRows,
      count: orderCount,
      findMany: orderPages,
      listTools: {
        dateRange: 'createdAt',
        csv: {
          columns: [
            'orderNumber',
            'createdAt',
            'customer',
            'status',
            'paymentMethod',
            'fulfilmentType',
            'grandTotal',
            'paidAmount',
            'refundedAmount',
            'codState',
          ],
        },
      },
      recordActions: { ...fulfilmentActions, ...moneyActions },
    }),
    returnsPanel(),
    refundsPanel(),
  ];
}
