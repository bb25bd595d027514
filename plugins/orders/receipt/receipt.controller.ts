import { Get, JsonController, Res } from 'routing-controllers';
import type { HttpResponse } from '../../../core/http/http-types.js';
import { ApiTag, Operation } from '../../../core/http/openapi/operation.js';
import { ParseUuid } from '../../../core/http/params.js';
import { Authenticated, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { OrderErrors as E } from '../errors.js';
import { orderReceipts } from './receipt.service.js';
import { RECEIPT_PDF, sendReceipt } from './send-receipt.js';

/** The sales receipt PDF of my order. */
@JsonController('/api/mobile/orders')
@ApiTag('Orders') // described once, by MyOrdersController
export class OrderReceiptController {
  @Get('/:id/invoice.pdf')
  @Operation({
    id: 'getMyOrderReceipt',
    summary: 'Download the sales receipt of my order (PDF, generated on demand; a sales receipt, not a tax invoice)',
    returns: RECEIPT_PDF,
  })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_READ')
  @Throws(E.ORDER_NOT_FOUND)
  async receipt(@ParseUuid('id') id: string, @Res() res: HttpResponse) {
    return sendReceipt(res, await orderReceipts.mine(id));
  }
}
