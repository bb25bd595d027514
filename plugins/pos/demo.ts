import { runAs } from '../../core/context/request-context.js';
import type { DemoContext } from '../../core/demo/demo-context.js';
import { sqlRows } from '../../core/db/sql.js';
import { DEMO_CUSTOMER } from '../accounts/index.js';
import { CompleteSaleDto, SetItemDto } from './dto/pos.dto.js';
import { pos } from './pos-context.js';

const DEMO_PRODUCT = 'Samsung Galaxy S25 Ultra';

/**
 * One counter sale, completed: the first administrator rings up the demo customer's pickup of the demo phone, paid in
 * cash, through the same POS services as the routes (so it is an ordinary order, delivered at the counter). Only
 * while no sale exists: a second seed changes nothing.
 */
export async function posDemo(ctx: DemoContext): Promise<void> {
  const [any] = await sqlRows(`SELECT 1 FROM pos_sales LIMIT 1`);
  if (any) return;
  const [admin] = await sqlRows<{ id: string; publicId: string }>(
    `SELECT id::text AS id, public_id::text AS "publicId" FROM accounts_user_names WHERE kind = 'admin' ORDER BY id LIMIT 1`,
  );
  const [customer] = await sqlRows<{ publicId: string }>(
    `SELECT public_id::text AS "publicId" FROM accounts_user_names WHERE kind = 'customer' AND email = $1`,
    [DEMO_CUSTOMER.email],
  );
  const [product] = await pos.lookup.products(DEMO_PRODUCT);
  const variant = product?.variants.find((v) => v.available === null || v.available > 0);
  if (!admin || !customer || !variant) return;
  const sale = await runAs(
    { kind: 'admin', publicId: admin.publicId, internalId: admin.id },
    async () => {
      const draft = await pos.sales.create();
      await pos.drafting.setItem(
        draft.publicId,
        product.productPublicId,
        await ctx.input(SetItemDto, { variantPublicId: variant.variantPublicId, quantity: 1 }),
      );
      await pos.drafting.pickCustomer(draft.publicId, customer.publicId);
      const payment = { method: 'cash', amountTendered: Math.ceil(variant.price / 100000) * 100000 };
      return pos.complete(draft.publicId, await ctx.input(CompleteSaleDto, { payment }));
    },
    'panel',
  );
  ctx.log(`a counter sale of ${DEMO_PRODUCT} to the demo customer, paid in cash (${sale.status})`);
}
