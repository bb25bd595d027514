import { apiDocument } from '../../../core/http/openapi.js';
import { OrdersAdminController } from '../../../plugins/orders/orders-admin.controller.js';
import { OrderFulfilmentAdminController } from '../../../plugins/orders/fulfilment/fulfilment-admin.controller.js';
import { documentationProblems } from '../../core/openapi/documentation-rules.js';

it('documents the fulfilment routes: ids, summaries, the described tag, typed answers and every error code', () => {
  const doc: any = apiDocument([OrdersAdminController, OrderFulfilmentAdminController], 'http://localhost:3000');
  expect(documentationProblems(doc)).toEqual([]);
  const ship = doc.paths['/api/orders/{id}/shipments'].post;
  expect(ship.operationId).toBe('createOrderShipment');
  expect(Object.keys(ship.responses)).toEqual(expect.arrayContaining(['201', '400', '404', '409']));
  expect(JSON.stringify(ship.responses['409'])).toContain('ORDER_SERIAL_ALREADY_RECORDED');
  expect(JSON.stringify(ship.responses['400'])).toContain('ORDER_SERIAL_COUNT_MISMATCH');
  expect(JSON.stringify(doc.paths['/api/orders/{id}/collect'].post.responses['409'])).toContain('ORDER_NOT_COLLECTABLE');
  expect(doc.components.schemas.ShipmentResponse.properties).toEqual(
    expect.objectContaining({ kind: expect.anything(), items: expect.anything(), closedAt: expect.anything(), failureReason: expect.anything() }),
  );
});
