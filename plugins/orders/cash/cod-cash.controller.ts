import { Body, HttpCode, JsonController, Patch, Post } from 'routing-controllers';
import { ok } from '../../../core/http/envelope.js';
import { ApiTag, Operation } from '../../../core/http/openapi/operation.js';
import { ParseUuid } from '../../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { AdminOrderResponse } from '../dto/order.response.js';
import { OrderErrors as E } from '../errors.js';
import { codCash } from './cod-cash.service.js';
import { CorrectCodCashDto, RecordCodCashDto, ReverseCodCashDto } from './dto/cod-cash.dto.js';

/** Cash on delivery: record, correct, reverse the cash counted (spec 03 "Orders - admin"; OrderCash moves money records). */
@JsonController('/api/orders')
@ApiTag('Orders (admin)') // described once, by OrdersAdminController
export class OrderCodCashController {
  @Post('/:id/cod-collection')
  @Operation({
    id: 'recordOrderCodCash',
    summary: 'Record the cash counted for a delivered COD order (amount omitted: the grand total; below it is recorded with a warning); once',
    returns: AdminOrderResponse,
  })
  @HttpCode(200)
  @Permission('Orders_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.ORDER_NOT_FOUND, E.ORDER_COD_COLLECTION_NOT_APPLICABLE, E.ORDER_COD_COLLECTION_EXCEEDS_TOTAL)
  async record(@ParseUuid('id') id: string, @Body({ required: false }) body: RecordCodCashDto) {
    return ok(await codCash.record(id, body ?? {}), 'Cash recorded');
  }

  @Patch('/:id/cod-collection')
  @Operation({
    id: 'correctOrderCodCash',
    summary: 'Correct the cash recorded (expectedCurrentAmount guards a stale read); keeps the collected-at instant and the counting operator',
    returns: AdminOrderResponse,
  })
  @Permission('OrderCash_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.ORDER_NOT_FOUND, E.ORDER_COD_COLLECTION_NOT_RECORDED, E.ORDER_COD_COLLECTION_STALE, E.ORDER_COD_COLLECTION_EXCEEDS_TOTAL)
  async correct(@ParseUuid('id') id: string, @Body() body: CorrectCodCashDto) {
    return ok(await codCash.correct(id, body), 'Cash corrected');
  }

  @Post('/:id/cod-collection/reversal')
  @Operation({ id: 'reverseOrderCodCash', summary: 'Reverse the cash recorded: the order returns to the outstanding-cash queue', returns: AdminOrderResponse })
  @HttpCode(200)
  @Permission('OrderCash_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.ORDER_NOT_FOUND, E.ORDER_COD_COLLECTION_NOT_RECORDED)
  async reverse(@ParseUuid('id') id: string, @Body() body: ReverseCodCashDto) {
    return ok(await codCash.reverse(id, body), 'Cash collection reversed');
  }
}
