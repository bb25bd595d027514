import type { DemoContext } from '../../core/demo/demo-context.js';
import { sqlRows } from '../../core/db/sql.js';
import { withTransaction } from '../../core/db/transaction.js';
import { createCustomer } from './customer-gates.js';
import { normaliseEmail } from './email.js';
import { hashPassword } from './password.js';

/**
 * The demo shop's customer, so the storefront flows (addresses, cart, checkout, orders) have someone to show.
 * Seeded only with the demo shop (never in an ordinary start), with a published password: README, "demo shop".
 */
export const DEMO_CUSTOMER = { name: 'Sita Sharma', email: 'sita.sharma@demo.bazaar.np', password: 'demo-customer-2026' } as const;

/** Known by email: an existing account with it (whatever its state) is left as it is. */
export async function accountsDemo(ctx: DemoContext): Promise<void> {
  const [found] = await sqlRows(`SELECT 1 FROM users WHERE email = $1`, [normaliseEmail(DEMO_CUSTOMER.email)]);
  if (found) return;
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
  await withTransaction(() => createCustomer({ name: DEMO_CUSTOMER.name, email: DEMO_CUSTOMER.email, emailVerified: true, passwordHash }));
  ctx.log(`demo customer ${DEMO_CUSTOMER.email} (password ${DEMO_CUSTOMER.password})`);
}
