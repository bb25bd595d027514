import { signedInActor } from '../../../core/context/request-context.js';
import { receiptData } from './receipt-data.js';
import { renderReceipt } from './receipt-pdf.js';

export interface ReceiptFile {
  fileName: string;
  pdf: Buffer;
}

async function receiptFile(publicId: string, customerId: string | null): Promise<ReceiptFile> {
  const data = await receiptData(publicId, customerId);
  return { fileName: `${data.orderNumber}.pdf`, pdf: await renderReceipt(data) };
}

/** The sales receipt PDF of an order: the signed-in customer's own (another's is 404), or any order for an admin. */
export const orderReceipts = {
  mine: (publicId: string) => receiptFile(publicId, signedInActor().publicId),
  any: (publicId: string) => receiptFile(publicId, null),
};
