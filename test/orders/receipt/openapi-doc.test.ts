import { apiDocument } from '../../../core/http/openapi.js';
import { OrdersAdminController } from '../../../plugins/orders/orders-admin.controller.js';
import { MyOrdersController } from '../../../plugins/orders/orders.controller.js';
import { OrderReceiptAdminController } from '../../../plugins/orders/receipt/receipt-admin.controller.js';
import { OrderReceiptController } from '../../../plugins/orders/receipt/receipt.controller.js';
import { documentationProblems } from '../../core/openapi/documentation-rules.js';

it('documents the receipt routes: ids, a binary PDF answer, the JSON errors', () => {
  const doc: any = apiDocument([MyOrdersController, OrdersAdminController, OrderReceiptController, OrderReceiptAdminController], 'http://localhost:3000');
  expect(documentationProblems(doc)).toEqual([]);
  for (const [path, id] of [
    ['/api/mobile/orders/{id}/invoice.pdf', 'getMyOrderReceipt'],
    ['/api/orders/{id}/receipt.pdf', 'getOrderReceipt'],
  ]) {
    const get = doc.paths[path].get;
    expect(get.operationId).toBe(id);
    expect(get.responses['200'].content).toEqual({ 'application/pdf': { schema: { type: 'string', format: 'binary' } } });
    expect(JSON.stringify(get.responses['404'])).toContain('ORDER_NOT_FOUND');
  }
  expect(Object.keys(doc.paths['/api/orders/{id}/receipt.pdf'].get.responses)).toContain('403');
});
