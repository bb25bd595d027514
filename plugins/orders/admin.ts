import { definePanelResource, type PanelProperty, type PanelResourceSpec } from '../../core/panel/resource-spec.js';
import { DOCUMENTED_PAYMENT_METHODS } from '../checkout/index.js';
import { orderCount, orderPages, orderRows } from './admin-order-reads.js';
import { ORDER_STATUSES } from './entities/order.entity.js';

/*
 * Orders in the panel, read only (module Orders): the list by order number with the customer's name and email,
 * status, total, payment method and date; a record shows its lines, money and timeline. The lifecycle actions
 * (confirm, ship, cancel...) come with the next issue.
 */

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
    labels: { cod: 'Cash on delivery', gateway: 'Online (gateway)' },
    isEditable: false,
  },
  { path: 'fulfilmentType', availableValues: ['delivery', 'pickup'], isEditable: false },
  { path: 'subtotal', money: true, isEditable: false },
  { path: 'discountAmount', money: true, isEditable: false },
  { path: 'shippingAmount', money: true, isEditable: false },
  { path: 'shippingDiscountAmount', money: true, isEditable: false },
  { path: 'refundedAmount', money: true, isEditable: false },
  { path: 'shipTo', isEditable: false },
  { path: 'checkoutId', isEditable: false },
  { path: 'lines', type: 'textarea', isEditable: false },
  { path: 'timeline', type: 'textarea', isEditable: false },
  { path: 'createdAt', type: 'datetime', isSortable: true, isEditable: false },
  { path: 'updatedAt', type: 'datetime', isEditable: false },
];

const ORDER_OPTIONS: PanelResourceSpec['options'] = {
  navigation: { name: 'Sales', icon: 'ShoppingCart' },
  sort: { sortBy: 'createdAt', direction: 'desc' },
  actions: { new: { isAccessible: false }, edit: { isAccessible: false }, delete: { isAccessible: false }, bulkDelete: { isAccessible: false } },
  listProperties: ['orderNumber', 'customer', 'status', 'grandTotal', 'paymentMethod', 'createdAt'],
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
    'refundedAmount',
    'shipTo',
    'timeline',
    'checkoutId',
    'createdAt',
    'updatedAt',
  ],
  filterProperties: ['orderNumber', 'customer', 'status', 'paymentMethod'],
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
        refundedAmount: 'Refunded',
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
    }),
  ];
}
