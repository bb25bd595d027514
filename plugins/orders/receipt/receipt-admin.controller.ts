import { Get, JsonController, Res } from 'routing-controllers';
import type { HttpResponse } from '../../../core/http/http-types.js';
import { ApiTag, Operation } from '../../../core/http/openapi/operation.js';
import { ParseUuid } from '../../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { OrderErrors as E } from '../errors.js';
import { orderReceipts } from './receipt.service.js';
import { RECEIPT_PDF, sendReceipt } from './send-receipt.js';

/** The sales receipt PDF of an order. */
@JsonController('/api/orders')
@ApiTag('Orders (admin)') // described once, by OrdersAdminController
export class OrderReceiptAdminController {
  @Get('/:id/receipt.pdf')
  @Operation({
    id: 'getOrderReceipt',
    summary: "Download an order's sales receipt (PDF, generated on demand; a sales receipt, not a tax invoice)",
    returns: RECEIPT_PDF,
  })
  @Permission('Orders_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.ORDER_NOT_FOUND)
  async receipt(@ParseUuid('id') id: string, @Res() res: HttpResponse) {
    return sendReceipt(res, await orderReceipts.any(id));
  }
}
