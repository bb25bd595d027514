import { clock } from '../../core/clock/clock.js';
import type { DemoContext } from '../../core/demo/demo-context.js';
import { sqlRows } from '../../core/db/sql.js';
import { currentSlugJoin } from '../../core/db/slugs/slug-registry.js';
import { catalogFrom } from '../catalog/index.js';
import { CreateCouponDto } from './dto/coupon.dto.js';
import { coupons } from './promotions-context.js';

const DAY_MS = 86_400_000;

/** The demo's coupons, one of each kind and one scoped to a demo category (by slug), valid for a year from the first seed. */
const DEMO_COUPONS: Array<Record<string, unknown> & { code: string; categorySlugs?: string[] }> = [
  {
    code: 'DASHAIN10',
    name: 'Dashain 10% off (up to Rs 1,000)',
    kind: 'percentage',
    valueBps: 1000,
    maxDiscount: 100_000,
    usageLimit: 500,
    perCustomerLimit: 1,
  },
  { code: 'FREESHIP', name: 'Free delivery', kind: 'free_shipping', minSubtotal: 200_000 },
  { code: 'NEWUSER500', name: 'Rs 500 off a first order over Rs 5,000', kind: 'fixed', amount: 50_000, minSubtotal: 500_000, perCustomerLimit: 1 },
  { code: 'AUDIO15', name: '15% off audio', kind: 'percentage', valueBps: 1500, maxDiscount: 300_000, scope: 'categories', categorySlugs: ['audio'] },
];

/**
 * Known by code: a coupon with that code (live or deleted) is left as it is, so a second run adds nothing and a
 * merchant's edit or delete stays. A scoped coupon whose categories are gone is not made.
 */
export async function promotionsDemo(ctx: DemoContext): Promise<void> {
  const existing = new Set((await sqlRows<{ code: string }>(`SELECT upper(code) AS code FROM coupons`)).map((r) => r.code));
  const startsAt = new Date(clock.nowMs() - DAY_MS);
  const endsAt = new Date(startsAt.getTime() + 365 * DAY_MS);
  let created = 0;
  for (const { categorySlugs, ...c } of DEMO_COUPONS) {
    if (existing.has(c.code)) continue;
    const scope: Record<string, unknown> = {};
    if (categorySlugs) {
      const rows = await sqlRows<{ publicId: string }>(
        `SELECT t.public_id AS "publicId" FROM ${catalogFrom('category', 't')} ${currentSlugJoin('category', 't', 's', true)}
          WHERE s.slug = ANY($1::text[]) AND t.deleted_at IS NULL ORDER BY t.id`,
        [categorySlugs],
      );
      if (!rows.length) continue;
      scope.categoryPublicIds = rows.map((r) => r.publicId);
    }
    await coupons.create(
      await ctx.input(CreateCouponDto, { scope: 'all', ...c, ...scope, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), isActive: true }),
    );
    created++;
  }
  ctx.log(`${created} coupons created`);
}
