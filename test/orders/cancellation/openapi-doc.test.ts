import { apiDocument } from '../../../core/http/openapi.js';
import { OrderCancelAdminController } from '../../../plugins/orders/cancellation/cancel-admin.controller.js';
import { MyOrderCancelController } from '../../../plugins/orders/cancellation/cancel.controller.js';
import { OrderCodCashController } from '../../../plugins/orders/cash/cod-cash.controller.js';
import { OrdersAdminController } from '../../../plugins/orders/orders-admin.controller.js';
import { MyOrdersController } from '../../../plugins/orders/orders.controller.js';
import { documentationProblems } from '../../core/openapi/documentation-rules.js';

it('documents the cancel and COD cash routes: ids, summaries, typed answers and every error code', () => {
  const doc: any = apiDocument(
    [MyOrdersController, OrdersAdminController, MyOrderCancelController, OrderCancelAdminController, OrderCodCashController],
    'http://localhost:3000',
  );
  expect(documentationProblems(doc)).toEqual([]);
  const cancel = doc.paths['/api/orders/{id}/cancel'].post;
  expect(cancel.operationId).toBe('cancelOrder');
  expect(JSON.stringify(cancel.responses['409'])).toEqual(expect.stringContaining('ORDER_NOT_CANCELLABLE'));
  expect(JSON.stringify(cancel.responses['500'])).toContain('ORDER_RESTOCK_REFUSED');
  expect(doc.paths['/api/mobile/orders/{id}/cancel'].post.operationId).toBe('cancelMyOrder');
  const cod = doc.paths['/api/orders/{id}/cod-collection'];
  expect(Object.keys(cod).sort()).toEqual(['patch', 'post']);
  expect(JSON.stringify(cod.patch.responses['409'])).toContain('ORDER_COD_COLLECTION_STALE');
  expect(JSON.stringify(cod.post.responses['409'])).toContain('ORDER_COD_COLLECTION_EXCEEDS_TOTAL');
  expect(JSON.stringify(doc.paths['/api/orders/{id}/cod-collection/reversal'].post.responses['409'])).toContain('ORDER_COD_COLLECTION_NOT_RECORDED');
});
