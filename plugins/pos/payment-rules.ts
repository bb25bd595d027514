import type { CounterPaymentDto } from './dto/pos.dto.js';
import { PosErrors as E } from './errors.js';

const METHODS = ['cash', 'card', 'qr'];

/** The payment's shape (400 POS_PAYMENT_INVALID): a counter method; cash names what was tendered, card and qr a reference. */
export function checkPayment(p: CounterPaymentDto): void {
  if (!METHODS.includes(p.method)) throw E.POS_PAYMENT_INVALID({ reason: 'method must be cash, card or qr' });
  if (p.method === 'cash' && p.amountTendered === undefined) throw E.POS_PAYMENT_INVALID({ reason: 'cash needs amountTendered' });
  if (p.method !== 'cash' && !p.reference) throw E.POS_PAYMENT_INVALID({ reason: `${p.method} needs a reference` });
}

/** The change due on cash (amountTendered below the total: 400 POS_PAYMENT_INVALID); null for card and qr. */
export function tenderedChange(p: CounterPaymentDto, grandTotal: number): number | null {
  if (p.method !== 'cash') return null;
  const tendered = p.amountTendered!;
  if (tendered < grandTotal) throw E.POS_PAYMENT_INVALID({ reason: 'amountTendered is below the total', grandTotal, amountTendered: tendered });
  return tendered - grandTotal;
}
