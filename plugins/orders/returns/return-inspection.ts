import { clock } from '../../../core/clock/clock.js';
import { sqlRows } from '../../../core/db/sql.js';
import { withTransaction } from '../../../core/db/transaction.js';
import { publish } from '../../../core/jobs/index.js';
import { products } from '../../products/index.js';
import { OrderErrors as E } from '../errors.js';
import { orderChange, RETURN_INSPECTED } from '../topics.js';
import { assertMay, lockReturn, moveReturn, type LockedReturn } from './return-lock.js';

export interface InspectionLineInput {
  orderItemId: string;
  acceptedQuantity: number;
  rejectedQuantity: number;
  rejectionReason?: string | null;
  restock: boolean;
}

interface InspectionProblem {
  orderItemId: string;
  problem: 'not_in_return' | 'named_twice' | 'missing' | 'quantities_do_not_add_up' | 'rejection_reason_required';
  field?: string;
  receivedQuantity?: number;
  acceptedQuantity?: number;
  rejectedQuantity?: number;
}

type Judged = LockedReturn['items'][number] & { accepted: number; rejected: number; rejectionReason: string | null; restock: boolean };

/**
 * Every line of the return exactly once; accepted + rejected = the units received; a rejection with its reason.
 * Otherwise 400 ORDER_RETURN_INSPECTION_INVALID, details.lines naming each offending line and what is wrong.
 */
function judge(ret: LockedReturn, items: InspectionLineInput[]): Judged[] {
  const byLine = new Map(ret.items.map((l) => [l.orderItemPublicId, l]));
  const problems: InspectionProblem[] = [];
  const judged = new Map<string, Judged>();
  items.forEach((item, i) => {
    const orderItemId = item.orderItemId.toLowerCase();
    const field = `items.${i}`;
    const line = byLine.get(orderItemId);
    if (!line) return void problems.push({ orderItemId, field, problem: 'not_in_return' });
    if (judged.has(orderItemId)) return void problems.push({ orderItemId, field, problem: 'named_twice' });
    const { acceptedQuantity, rejectedQuantity } = item;
    if (acceptedQuantity + rejectedQuantity !== line.quantity) {
      problems.push({ orderItemId, field, problem: 'quantities_do_not_add_up', receivedQuantity: line.quantity, acceptedQuantity, rejectedQuantity });
    }
    const rejectionReason = item.rejectionReason?.trim() || null;
    if (rejectedQuantity > 0 && !rejectionReason) problems.push({ orderItemId, field, problem: 'rejection_reason_required', rejectedQuantity });
    judged.set(orderItemId, { ...line, accepted: acceptedQuantity, rejected: rejectedQuantity, rejectionReason, restock: item.restock });
  });
  for (const l of ret.items)
    if (!judged.has(l.orderItemPublicId) && !problems.some((p) => p.orderItemId === l.orderItemPublicId)) {
      problems.push({ orderItemId: l.orderItemPublicId, problem: 'missing', receivedQuantity: l.quantity });
    }
  if (problems.length) throw E.ORDER_RETURN_INSPECTION_INVALID({ lines: problems });
  return [...judged.values()];
}

async function recordInspection(ret: LockedReturn, lines: Judged[]): Promise<void> {
  const at = clock.now();
  for (const l of lines) {
    await sqlRows(
      `UPDATE order_return_items SET accepted_quantity = $3, rejected_quantity = $4, rejection_reason = $5, restock = $6 WHERE return_id = $1 AND order_item_id = $2`,
      [ret.id, l.orderItemId, l.accepted, l.rejected, l.rejectionReason, l.restock],
    );
    // the held units leave the budget; the accepted ones are returned for good
    await sqlRows(
      `UPDATE order_items SET return_pending_quantity = return_pending_quantity - $2, returned_quantity = returned_quantity + $3, updated_at = $4 WHERE id = $1`,
      [l.orderItemId, l.quantity, l.accepted, at],
    );
  }
}

/**
 * The admin inspects a received return: each line's accepted and rejected units; accepted units with `restock` go
 * back on hand (ref `order-return:<id>`, once), and RETURN_INSPECTED is published with the change.
 */
export function inspectReturn(returnPublicId: string, body: { items: InspectionLineInput[] }): Promise<void> {
  return withTransaction(async () => {
    const { order, ret } = await lockReturn(returnPublicId);
    assertMay(ret, 'inspect');
    const lines = judge(ret, body.items);
    await recordInspection(ret, lines);
    const restocked = lines.filter((l) => l.restock && l.accepted > 0);
    if (restocked.length) {
      await products.stock.restock(
        restocked.map((l) => ({ variantId: l.variantId, quantity: l.accepted })),
        `order-return:${ret.publicId}`,
      );
    }
    const sum = (f: (l: Judged) => number, of = lines) => of.reduce((n, l) => n + f(l), 0);
    const totals = { acceptedQuantity: sum((l) => l.accepted), rejectedQuantity: sum((l) => l.rejected), restockedQuantity: sum((l) => l.accepted, restocked) };
    await moveReturn(order, ret, 'inspect', { inspected_at: clock.now() }, { message: 'Return inspected', detail: totals });
    await publish(RETURN_INSPECTED, {
      ...orderChange(order),
      returnId: ret.publicId,
      ...totals,
    });
  });
}
