import type { HttpResponse } from '../../../core/http/http-types.js';
import { download } from '../../../core/http/openapi/operation.js';
import type { ReceiptFile } from './receipt.service.js';

/** The routes' documented answer: the PDF itself, not the envelope. */
export const RECEIPT_PDF = download('application/pdf', 'The sales receipt as an A4 PDF (inline; not a tax invoice)');

/** Sends the PDF (a route that answers itself): shown inline, never cached on the way (it carries a customer's details). */
export function sendReceipt(res: HttpResponse, file: ReceiptFile): HttpResponse {
  res
    .status(200)
    .type('application/pdf')
    .setHeader('Content-Disposition', `inline; filename="${file.fileName}"`)
    .setHeader('Cache-Control', 'private, no-store')
    .setHeader('X-Content-Type-Options', 'nosniff')
    .send(file.pdf);
  return res;
}
