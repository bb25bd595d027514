import { rupees } from '../../../core/panel/rupees.js';
import type { ReceiptData } from './receipt-data.js';

export { rupees };

const KATHMANDU = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kathmandu',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the shop's clock reads it: "28 Nov 2025, 16:20 NPT" (Asia/Kathmandu, UTC+05:45). */
export const kathmanduTime = (at: Date): string => `${KATHMANDU.format(at)} NPT`;

const METHODS: Record<string, string> = { cod: 'Cash on delivery', gateway: 'Paid online' };

/** The payment method as a customer reads it (an unknown code as is). */
export const paymentMethodText = (method: string): string => METHODS[method] ?? method;

/** Whether the cash of a cash-on-delivery order was collected, and how much; null for any other method. */
export function codStateText(r: Pick<ReceiptData, 'cod' | 'fulfilmentType'>): string | null {
  const cod = r.cod;
  if (!cod) return null;
  if (cod.collected) return `Cash collected: ${rupees(cod.amount)} on ${kathmanduTime(cod.at)}`;
  return `Cash not collected yet: ${rupees(cod.due)} due ${r.fulfilmentType === 'pickup' ? 'at collection' : 'on delivery'}`;
}
