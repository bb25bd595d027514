import { sqlRows } from '../../../core/db/sql.js';
import type { ReturnStatus } from './return-machine.js';

/* A return as every read shows it (admin list and one, the customer's list, the order reads' returns[]). */

export const RETURN_FROM = `FROM order_returns t JOIN orders o ON o.id = t.order_id`;

export const RETURN_SELECT = `
  SELECT t.id, t.public_id AS "publicId", o.public_id AS "orderId", o.order_number AS "orderNumber", t.status, t.note,
         t.decision_reason AS "decisionReason",
         (SELECT coalesce(json_agg(json_build_object(
                   'orderItemId', i.public_id, 'productName', i.product_name, 'variantName', i.variant_name, 'quantity', ri.quantity,
                   'reason', ri.reason, 'acceptedQuantity', ri.accepted_quantity, 'rejectedQuantity', ri.rejected_quantity,
                   'rejectionReason', ri.rejection_reason, 'restock', ri.restock) ORDER BY i.position), '[]')
            FROM order_return_items ri JOIN order_items i ON i.id = ri.order_item_id WHERE ri.return_id = t.id) AS items,
         t.created_at AS "createdAt", t.decided_at AS "decidedAt", t.received_at AS "receivedAt", t.inspected_at AS "inspectedAt",
         t.cancelled_at AS "cancelledAt"
  ${RETURN_FROM}`;

export interface ReturnItemView {
  orderItemId: string;
  productName: string;
  variantName: string | null;
  quantity: number;
  reason: string;
  acceptedQuantity: number | null;
  rejectedQuantity: number | null;
  rejectionReason: string | null;
  restock: boolean | null;
}

export interface ReturnRow {
  id: string;
  publicId: string;
  orderId: string;
  orderNumber: string;
  status: ReturnStatus;
  note: string | null;
  decisionReason: string | null;
  items: ReturnItemView[];
  createdAt: Date;
  decidedAt: Date | null;
  receivedAt: Date | null;
  inspectedAt: Date | null;
  cancelledAt: Date | null;
}

export const toReturnView = ({ id: _internal, publicId, ...r }: ReturnRow) => ({ id: publicId, ...r });
export type ReturnView = ReturnType<typeof toReturnView>;

/** The returns of an order (internal id), oldest first, as the order reads show them. */
export async function returnsOf(orderId: string): Promise<ReturnView[]> {
  const rows = await sqlRows<ReturnRow>(`${RETURN_SELECT} WHERE t.order_id = $1 ORDER BY t.created_at, t.id`, [orderId]);
  return rows.map(toReturnView);
}

/** One return by public id (null when unknown). */
export async function returnView(publicId: string): Promise<ReturnView | null> {
  const [row] = await sqlRows<ReturnRow>(`${RETURN_SELECT} WHERE t.public_id = $1`, [publicId]);
  return row ? toReturnView(row) : null;
}
