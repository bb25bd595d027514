import { apiDocument } from '../../../core/http/openapi.js';
import { OrdersAdminController } from '../../../plugins/orders/orders-admin.controller.js';
import { MyOrdersController } from '../../../plugins/orders/orders.controller.js';
import { MyOrderRefundsController } from '../../../plugins/orders/refunds/my-refunds.controller.js';
import { OrderRefundCreateController } from '../../../plugins/orders/refunds/order-refunds.controller.js';
import { OrderRefundsAdminController } from '../../../plugins/orders/refunds/refunds-admin.controller.js';
import { OrderReturnsAdminController } from '../../../plugins/orders/returns/returns-admin.controller.js';
import { MyOrderReturnsController } from '../../../plugins/orders/returns/returns.controller.js';
import { documentationProblems } from '../../core/openapi/documentation-rules.js';

it('documents the return and refund routes: ids, summaries, typed answers with the cash context, every error code', () => {
  const doc: any = apiDocument(
    [
      MyOrdersController,
      OrdersAdminController,
      MyOrderReturnsController,
      OrderReturnsAdminController,
      OrderRefundCreateController,
      OrderRefundsAdminController,
      MyOrderRefundsController,
    ],
    'http://localhost:3000',
  );
  expect(documentationProblems(doc)).toEqual([]);
  const errors = (path: string, verb: string, status: string) => JSON.stringify(doc.paths[path][verb].responses[status]);
  expect(errors('/api/mobile/orders/{id}/returns', 'post', '409')).toContain('ORDER_RETURN_NOT_ELIGIBLE');
  expect(errors('/api/mobile/orders/{id}/returns', 'post', '409')).toContain('ORDER_RETURN_QUANTITY_UNAVAILABLE');
  expect(errors('/api/mobile/orders/{id}/returns/{returnId}/cancel', 'post', '404')).toContain('ORDER_RETURN_NOT_FOUND');
  expect(errors('/api/order-returns/{id}/inspect', 'post', '400')).toContain('ORDER_RETURN_INSPECTION_INVALID');
  expect(errors('/api/order-returns/{id}/decide', 'post', '409')).toContain('ORDER_RETURN_TRANSITION_NOT_ALLOWED');
  expect(errors('/api/orders/{id}/refunds', 'post', '409')).toContain('ORDER_REFUND_EXCEEDS_PAID');
  expect(errors('/api/order-refunds/{id}/settle', 'post', '400')).toContain('ORDER_REFUND_SETTLEMENT_REFERENCE_REQUIRED');
  expect(errors('/api/order-refunds/{id}/reject', 'post', '409')).toContain('ORDER_REFUND_TRANSITION_NOT_ALLOWED');
  expect(doc.paths['/api/orders/{id}/refunds'].post.operationId).toBe('createOrderRefund');
  const refund = doc.components.schemas.RefundResponse;
  expect(Object.keys(refund.properties)).toEqual(
    expect.arrayContaining(['orderPaymentMethod', 'orderDeliveredAt', 'orderCodCollectedAmount', 'orderAttributedRefundAmount']),
  );
});
