import { runAs } from '../../core/context/request-context.js';
import type { DemoContext } from '../../core/demo/demo-context.js';
import { sqlRows } from '../../core/db/sql.js';
import { withTransaction } from '../../core/db/transaction.js';
import { DEMO_CUSTOMER } from '../accounts/index.js';
import { carts } from '../cart/index.js';
import { checkout } from '../checkout/index.js';
import { payments } from './payments-context.js';

/**
 * The demo customer's first purchase, cash on delivery, through the same services as the routes: two of the
 * shop's cheapest products in stock in her cart, a checkout to her default address and a COD payment. The order
 * follows through the outbox (COMPLETE_SETTLED_CHECKOUT, then CREATE_ORDER) once a worker runs. Only while she
 * has never checked out.
 */
export async function paymentsDemo(ctx: DemoContext): Promise<void> {
  const [customer] = await sqlRows<{ id: string; publicId: string; addressId: string | null; sessions: number }>(
    `SELECT u.id::text, u.public_id::text AS "publicId",
            (SELECT a.public_id::text FROM customer_addresses a WHERE a.user_id = u.id AND a.is_default AND a.archived_at IS NULL) AS "addressId",
            (SELECT count(*)::int FROM checkout_sessions s WHERE s.customer_public_id = u.public_id) AS sessions
       FROM accounts_user_names u WHERE u.email = $1 AND u.kind = 'customer'`,
    [DEMO_CUSTOMER.email],
  );
  if (!customer?.addressId || customer.sessions > 0) return;
  const variants = await sqlRows<{ id: string }>(
    `SELECT v.public_id::text AS id FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE p.status = 'published' AND p.deleted_at IS NULL AND v.deleted_at IS NULL AND p.stock_status <> 'pre_order'
        AND v.is_tracked AND v.on_hand - v.reserved >= 5
      ORDER BY v.selling_price, v.id LIMIT 2`,
  );
  if (variants.length < 2) return;
  const actor = { kind: 'customer' as const, publicId: customer.publicId, internalId: customer.id };
  const paid = await runAs(actor, async () => {
    await carts.setItem(variants[0].id, 1);
    await carts.setItem(variants[1].id, 2);
    return withTransaction(async () => {
      const { session } = await checkout.sessions.start({ addressId: customer.addressId! });
      return payments.attempts.start(session.checkout.id, 'cod');
    });
  });
  ctx.log(`a cash-on-delivery purchase by the demo customer (${paid.payment.amount / 100} NPR); its order follows through the outbox`);
}
