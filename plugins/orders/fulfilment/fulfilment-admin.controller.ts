import { Body, HttpCode, JsonController, Post } from 'routing-controllers';
import { ok } from '../../../core/http/envelope.js';
import { ApiTag, Operation } from '../../../core/http/openapi/operation.js';
import { ParseUuid } from '../../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { AdminOrderResponse } from '../dto/order.response.js';
import { OrderErrors as E } from '../errors.js';
import { CloseShipmentDto, CreateShipmentDto, OrderNoteDto } from './dto/fulfilment.dto.js';
import { ShipmentResponse } from './dto/shipment.response.js';
import { fulfilment } from './fulfilment-service.js';

/** Confirm, process, ship with serials, deliver or fail parcels, pickup, notes (issue 21). */
@JsonController('/api/orders')
@ApiTag('Orders (admin)') // described once, by OrdersAdminController
export class OrderFulfilmentAdminController {
  @Post('/:id/confirm')
  @Operation({ id: 'confirmOrder', summary: 'Confirm an order (created -> confirmed)', returns: AdminOrderResponse })
  @HttpCode(200)
  @Permission('Orders_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.ORDER_NOT_FOUND, E.ORDER_TRANSITION_NOT_ALLOWED)
  async confirm(@ParseUuid('id') id: string) {
    return ok(await fulfilment.confirm(id), 'Order confirmed');
  }

  @Post('/:id/processing')
  @Operation({ id: 'startOrderProcessing', summary: 'Start preparing an order (confirmed -> processing)', returns: AdminOrderResponse })
  @HttpCode(200)
  @Permission('Orders_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.ORDER_NOT_FOUND, E.ORDER_TRANSITION_NOT_ALLOWED)
  async processing(@ParseUuid('id') id: string) {
    return ok(await fulfilment.startProcessing(id), 'Order processing');
  }

  @Post('/:id/notes')
  @Operation({ id: 'addOrderNote', summary: 'Add a note to the timeline (customerVisible: the customer sees it; default false)', returns: AdminOrderResponse })
  @HttpCode(200)
  @Permission('Orders_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.ORDER_NOT_FOUND)
  async note(@ParseUuid('id') id: string, @Body() body: OrderNoteDto) {
    return ok(await fulfilment.addNote(id, body), 'Note added');
  }

  @Post('/:id/shipments')
  @Operation({
    id: 'createOrderShipment',
    summary: 'Ship units of the order as a parcel, with device serial numbers (from processing onwards); the order status follows',
    returns: ShipmentResponse,
  })
  @HttpCode(201)
  @Permission('Orders_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.ORDER_NOT_FOUND, E.ORDER_TRANSITION_NOT_ALLOWED, E.ORDER_SERIAL_COUNT_MISMATCH, E.ORDER_SERIAL_ALREADY_RECORDED)
  async ship(@ParseUuid('id') id: string, @Body() body: CreateShipmentDto) {
    return ok(await fulfilment.createShipment(id, body), 'Shipment created');
  }

  @Post('/:id/shipments/:shipmentId/deliver')
  @Operation({ id: 'deliverOrderShipment', summary: 'Mark an open parcel delivered; the order status follows', returns: ShipmentResponse })
  @HttpCode(200)
  @Permission('Orders_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.ORDER_NOT_FOUND, E.ORDER_SHIPMENT_NOT_FOUND, E.ORDER_SHIPMENT_NOT_OPEN)
  async deliver(@ParseUuid('id') id: string, @ParseUuid('shipmentId') shipmentId: string, @Body({ required: false }) body: CloseShipmentDto) {
    return ok(await fulfilment.deliverShipment(id, shipmentId, body ?? {}), 'Shipment delivered');
  }

  @Post('/:id/shipments/:shipmentId/fail')
  @Operation({
    id: 'failOrderShipment',
    summary: 'Mark an open parcel failed: its units go back to be shipped and its serials are freed; the order status follows',
    returns: ShipmentResponse,
  })
  @HttpCode(200)
  @Permission('Orders_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.ORDER_NOT_FOUND, E.ORDER_SHIPMENT_NOT_FOUND, E.ORDER_SHIPMENT_NOT_OPEN)
  async fail(@ParseUuid('id') id: string, @ParseUuid('shipmentId') shipmentId: string, @Body({ required: false }) body: CloseShipmentDto) {
    return ok(await fulfilment.failShipment(id, shipmentId, body ?? {}), 'Shipment failed');
  }

  @Post('/:id/ready-for-pickup')
  @Operation({
    id: 'markOrderReadyForPickup',
    summary: 'Mark a pickup order ready (from confirmed it moves to processing first); repeats change nothing',
    returns: AdminOrderResponse,
  })
  @HttpCode(200)
  @Permission('Orders_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.ORDER_NOT_FOUND, E.ORDER_NOT_PICKUP, E.ORDER_TRANSITION_NOT_ALLOWED)
  async readyForPickup(@ParseUuid('id') id: string) {
    return ok(await fulfilment.readyForPickup(id), 'Order ready for pickup');
  }

  @Post('/:id/collect')
  @Operation({
    id: 'collectOrder',
    summary: 'Hand a pickup order over at the counter: delivered at once (a counter shipment); not idempotent',
    returns: AdminOrderResponse,
  })
  @HttpCode(200)
  @Permission('Orders_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.ORDER_NOT_FOUND, E.ORDER_NOT_PICKUP, E.ORDER_NOT_COLLECTABLE)
  async collect(@ParseUuid('id') id: string) {
    return ok(await fulfilment.collect(id), 'Order collected');
  }
}
