import { clock } from '../../../core/clock/clock.js';
import type { DemoContext } from '../../../core/demo/demo-context.js';
import { sqlRows } from '../../../core/db/sql.js';
import { slugJoin } from '../../../core/db/slugs/slug-registry.js';
import { catalogFrom } from '../../catalog/index.js';
import { CreateDealDto } from './deal.dto.js';
import { deals } from './deals.service.js';

/** The demo's deals: one per kind of scope, live for a year from the first seed. Catalog records and products by slug. */
const DEMO_DEALS = [
  { name: 'Audio fortnight', discountBps: 1500, categories: ['audio'] },
  { name: 'Samsung days', discountBps: 1000, brands: ['samsung'] },
  { name: 'Deal of the week: power bank and earbuds', discountBps: 2000, products: ['xiaomi-power-bank-20000', 'samsung-galaxy-buds3-pro'] },
] as const satisfies ReadonlyArray<{
  name: string;
  discountBps: number;
  categories?: readonly string[];
  brands?: readonly string[];
  products?: readonly string[];
}>;

const DAY_MS = 86_400_000;

/** Each scope's records as the FROM item `t`. */
const RECORDS = { category: catalogFrom('category', 't'), brand: catalogFrom('brand', 't'), product: 'products t' };

/** Public ids of the live records of `scope` whose current slug is one of `slugs`. */
async function publicIdsBySlug(scope: keyof typeof RECORDS, slugs: readonly string[] | undefined): Promise<string[]> {
  if (!slugs?.length) return [];
  const rows = await sqlRows<{ publicId: string }>(
    `SELECT t.public_id AS "publicId" FROM ${RECORDS[scope]} ${slugJoin('s', '$1', 's.entity_id = t.id AND s.is_current')}
      WHERE s.slug = ANY($2::text[]) AND t.deleted_at IS NULL ORDER BY t.id`,
    [scope, slugs],
  );
  return rows.map((r) => r.publicId);
}

/**
 * Known by name: a deal of that name (live, ended or deleted) is left as it is, so a second run adds nothing and
 * a merchant's edit or delete stays. A deal whose records are all gone (a deleted category or brand) is not made.
 */
export async function dealsDemo(ctx: DemoContext): Promise<number> {
  const existing = new Set((await sqlRows<{ name: string }>(`SELECT name FROM deals`)).map((r) => r.name));
  const startsAt = new Date(clock.nowMs() - DAY_MS);
  const endsAt = new Date(startsAt.getTime() + 365 * DAY_MS);
  let created = 0;
  for (const d of DEMO_DEALS) {
    if (existing.has(d.name)) continue;
    const scope = {
      categoryPublicIds: await publicIdsBySlug('category', 'categories' in d ? d.categories : undefined),
      brandPublicIds: await publicIdsBySlug('brand', 'brands' in d ? d.brands : undefined),
      productPublicIds: await publicIdsBySlug('product', 'products' in d ? d.products : undefined),
    };
    if (!Object.values(scope).some((ids) => ids.length)) continue;
    await deals.create(
      await ctx.input(CreateDealDto, { name: d.name, discountBps: d.discountBps, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), ...scope }),
    );
    created++;
  }
  return created;
}
