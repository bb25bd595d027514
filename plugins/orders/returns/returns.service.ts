import { signedInActor } from '../../../core/context/request-context.js';
import { sqlRows } from '../../../core/db/sql.js';
import { invalidField } from '../../../core/http/app-error.js';
import { resolveList } from '../../../core/http/list-query.js';
import { SqlList } from '../../../core/lifecycle/index.js';
import { OrderErrors as E } from '../errors.js';
import { RETURN_SORTABLE, type ReturnSort, type ReturnsQuery } from './dto/return.dto.js';
import { decideReturn, receiveReturn, type ReturnDecision } from './return-decision.js';
import { inspectReturn, type InspectionLineInput } from './return-inspection.js';
import { RETURN_FROM, RETURN_SELECT, returnsOf, returnView, toReturnView, type ReturnRow, type ReturnView } from './return-reads.js';
import { cancelReturn, requestReturn, type ReturnLineInput } from './return-request.js';

const SORT_SQL: Record<ReturnSort, string> = { createdAt: 't.created_at', updatedAt: 't.updated_at' };

async function viewOf(returnPublicId: string): Promise<ReturnView> {
  const view = await returnView(returnPublicId);
  if (!view) throw E.ORDER_RETURN_NOT_FOUND();
  return view;
}

/**
 * Returns (permission module Returns for the admin; the customer on their own orders). The routes and the admin
 * panel call these with plain arguments (public ids and the body); each answers the return as read.
 */
export const returnsService = {
  /** POST /api/mobile/orders/{id}/returns (the signed-in customer) */
  async request(orderPublicId: string, body: { items: ReturnLineInput[]; note?: string | null }): Promise<ReturnView> {
    return viewOf(await requestReturn(orderPublicId, body));
  },

  /** GET /api/mobile/orders/{id}/returns: the signed-in customer's returns on their order (another's order: 404). */
  async mine(orderPublicId: string): Promise<ReturnView[]> {
    const [order] = await sqlRows<{ id: string }>(`SELECT id FROM orders WHERE public_id = $1 AND customer_public_id = $2`, [
      orderPublicId,
      signedInActor().publicId,
    ]);
    if (!order) throw E.ORDER_NOT_FOUND();
    return returnsOf(order.id);
  },

  /** POST /api/mobile/orders/{id}/returns/{returnId}/cancel (the signed-in customer) */
  async cancel(orderPublicId: string, returnPublicId: string): Promise<ReturnView> {
    await cancelReturn(orderPublicId, returnPublicId);
    return viewOf(returnPublicId);
  },

  /** GET /api/order-returns (filters status, orderId, createdFrom, createdTo) */
  async list(q: ReturnsQuery) {
    if (q.createdFrom && q.createdTo && new Date(q.createdFrom) > new Date(q.createdTo)) {
      throw invalidField('createdTo', 'createdTo must not be before its lower bound');
    }
    const l = resolveList(q, RETURN_SORTABLE, 'createdAt');
    const list = new SqlList<ReturnRow>({ select: RETURN_SELECT, countFrom: RETURN_FROM });
    if (q.status) list.where(`t.status = ${list.param(q.status)}`);
    if (q.orderId) list.where(`o.public_id = ${list.param(q.orderId.toLowerCase())}`);
    if (q.createdFrom) list.where(`t.created_at >= ${list.param(new Date(q.createdFrom))}`);
    // instants travel with millisecond precision, stored ones with microseconds: the bound covers its whole millisecond
    if (q.createdTo) list.where(`t.created_at < ${list.param(new Date(q.createdTo))}::timestamptz + interval '1 millisecond'`);
    const { rows, count } = await list.offsetPage(l, `${SORT_SQL[l.sort]} ${l.order}, t.id ${l.order}`);
    return { rows: rows.map(toReturnView), count, list: l };
  },

  get: (returnPublicId: string): Promise<ReturnView> => viewOf(returnPublicId),

  async decide(returnPublicId: string, body: { decision: ReturnDecision; reason?: string | null }): Promise<ReturnView> {
    await decideReturn(returnPublicId, body);
    return viewOf(returnPublicId);
  },

  async receive(returnPublicId: string): Promise<ReturnView> {
    await receiveReturn(returnPublicId);
    return viewOf(returnPublicId);
  },

  async inspect(returnPublicId: string, body: { items: InspectionLineInput[] }): Promise<ReturnView> {
    await inspectReturn(returnPublicId, body);
    return viewOf(returnPublicId);
  },
};
