import { validate as isUuid } from 'uuid';
import { clock } from '../../core/clock/clock.js';
import { toMinorUnits } from '../../core/db/money.js';
import { prefixPattern, preparedRows, sqlRows } from '../../core/db/sql.js';
import { DEAL_BOOK_COLUMN, dealBookCtes, dealsCovering, liveFromRows } from './deals/deal-book.js';
import { applyDeals, winningDeal } from './deals/deal-math.js';

/** A variant as a POS counter offers it: the price a shopper pays now (the live deal applied) and the units on hand. */
export interface CounterVariant {
  variantPublicId: string;
  sku: string | null;
  name: string | null;
  price: number;
  deal: { id: string; price: number } | null;
  /** onHand - reserved; null when untracked */
  available: number | null;
}

export interface CounterProduct {
  productPublicId: string;
  name: string;
  variants: CounterVariant[];
}

const ON_SALE = `p.status IN ('published', 'unlisted') AND p.deleted_at IS NULL`;
const LIVE_VARIANT = `v.status = 'active' AND v.deleted_at IS NULL`;

/**
 * POS lookup (issue 23): products on sale (published or unlisted) whose variant SKU equals `q` (case-insensitive)
 * first, then those whose name starts with `q`; at most `limit`, each with its live variants priced now.
 */
export async function counterProductSearch(q: string, limit = 20): Promise<CounterProduct[]> {
  const term = q.trim();
  if (!term) return [];
  const found = await sqlRows<{ id: string; publicId: string; name: string }>(
    `SELECT p.id, p.public_id::text AS "publicId", p.name,
            EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND ${LIVE_VARIANT} AND lower(v.sku) = lower($1)) AS by_sku
       FROM products p
      WHERE ${ON_SALE}
        AND (EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND ${LIVE_VARIANT} AND lower(v.sku) = lower($1))
             OR p.name ILIKE $2)
      ORDER BY by_sku DESC, p.name, p.id
      LIMIT $3`,
    [term, prefixPattern(term), limit],
  );
  if (!found.length) return [];
  const variants = await pricedVariants(found.map((p) => p.id));
  return found.map((p) => ({ productPublicId: p.publicId, name: p.name, variants: variants.get(p.id) ?? [] }));
}

/** The live variants of these products (internal ids), default first, each priced with the winning live deal (the book read in the same statement). */
async function pricedVariants(productIds: string[]): Promise<Map<string, CounterVariant[]>> {
  const nowMs = clock.nowMs();
  const rows = await preparedRows(
    `WITH RECURSIVE ${dealBookCtes(2)}
     SELECT v.product_id AS "productId", v.public_id::text AS "variantPublicId", v.sku, v.name, v.selling_price AS "sellingPrice",
            CASE WHEN v.is_tracked THEN v.available END AS available, p.category_id AS "categoryId", p.brand_id AS "brandId",
            ARRAY(SELECT dp.deal_id::text FROM deal_products dp WHERE dp.product_id = p.id) AS "productDealIds",
            ${DEAL_BOOK_COLUMN}
       FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE v.product_id = ANY($1::bigint[]) AND ${LIVE_VARIANT}
      ORDER BY v.is_default DESC, v.position, v.id`,
    [productIds, new Date(nowMs)],
  );
  const live = liveFromRows(rows, nowMs);
  const out = new Map<string, CounterVariant[]>();
  for (const r of rows) {
    const base = toMinorUnits(r.sellingPrice);
    const covering = dealsCovering(r, live);
    const priced = applyDeals(covering, base);
    const winner = winningDeal(covering, base);
    const v: CounterVariant = {
      variantPublicId: r.variantPublicId,
      sku: r.sku,
      name: r.name,
      price: priced.effectivePrice,
      deal: winner && priced.deal ? { id: winner.publicId, price: priced.effectivePrice } : null,
      available: r.available === null ? null : Number(r.available),
    };
    out.set(String(r.productId), [...(out.get(String(r.productId)) ?? []), v]);
  }
  return out;
}

export type VariantPick = { variantId: string; productId: string } | { missing: 'product' | 'variant' };

/**
 * The variant a POS line names: `variantPublicId` when it is a live variant of this product, else (none given) the
 * product's default variant (else its first live one). The product must exist and not be deleted.
 */
export async function counterVariantOf(productPublicId: string, variantPublicId?: string): Promise<VariantPick> {
  if (!isUuid(productPublicId)) return { missing: 'product' };
  if (variantPublicId !== undefined && !isUuid(variantPublicId)) return { missing: 'variant' };
  const [p] = await sqlRows<{ id: string }>(`SELECT id FROM products WHERE public_id = $1 AND deleted_at IS NULL`, [productPublicId.toLowerCase()]);
  if (!p) return { missing: 'product' };
  const [v] = await sqlRows<{ variantId: string }>(
    `SELECT public_id::text AS "variantId" FROM product_variants v
      WHERE v.product_id = $1 AND ${LIVE_VARIANT} AND ($2::uuid IS NULL OR v.public_id = $2::uuid)
      ORDER BY v.is_default DESC, v.position, v.id LIMIT 1`,
    [p.id, variantPublicId?.toLowerCase() ?? null],
  );
  return v ? { variantId: v.variantId, productId: productPublicId.toLowerCase() } : { missing: 'variant' };
}
