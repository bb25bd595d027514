import { sqlRows } from '../../core/db/sql.js';

/** An order line of a customer's as reviews sees it (reviews: only delivered purchases can be reviewed). */
export interface PurchasedLine {
  orderItemId: string;
  orderId: string;
  productId: string;
  /** some units delivered and not all of them returned */
  delivered: boolean;
  createdAt: Date;
  customerId: string;
}

const SELECT = `SELECT i.public_id::text AS "orderItemId", o.public_id::text AS "orderId", i.product_public_id::text AS "productId",
         (i.delivered_quantity > 0 AND i.returned_quantity < i.delivered_quantity) AS delivered, o.created_at AS "createdAt",
         o.customer_public_id::text AS "customerId"
    FROM order_items i JOIN orders o ON o.id = i.order_id`;

/** The customer's order lines of a product, delivered ones first, then newest first. */
export function purchasesOfProduct(customerPublicId: string, productPublicId: string): Promise<PurchasedLine[]> {
  return sqlRows<PurchasedLine>(
    `${SELECT} WHERE o.customer_public_id = $1 AND i.product_public_id = $2 ORDER BY delivered DESC, o.created_at DESC, i.id DESC`,
    [customerPublicId.toLowerCase(), productPublicId.toLowerCase()],
  );
}

/** One order line by its public id, only when it is the customer's (another's or unknown: undefined). */
export async function purchasedLine(customerPublicId: string, orderItemPublicId: string): Promise<PurchasedLine | undefined> {
  const [row] = await sqlRows<PurchasedLine>(`${SELECT} WHERE o.customer_public_id = $1 AND i.public_id = $2`, [
    customerPublicId.toLowerCase(),
    orderItemPublicId.toLowerCase(),
  ]);
  return row;
}

/** Delivered lines (delivered, not fully returned) with the product and customer, for demo data: newest first. */
export function deliveredLines(limit: number): Promise<PurchasedLine[]> {
  return sqlRows(`${SELECT} WHERE i.delivered_quantity > 0 AND i.returned_quantity < i.delivered_quantity ORDER BY o.created_at DESC, i.id DESC LIMIT $1`, [
    limit,
  ]);
}
