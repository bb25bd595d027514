import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';
import { catalogJoin } from '../catalog/index.js';
import { productJoin } from '../products/index.js';
import { cachedConfig } from './emi-cache.js';
import type { EligibilityMode, PriceSource } from './entities/emi-settings.entity.js';

/** A bank customers are offered: active, live, with a rate in force; its offered tenures that are active, ascending. */
export interface OfferableBank {
  id: string;
  name: string;
  logoUrl: string | null;
  annualRateBps: number;
  tenures: number[];
}

/** What the customer routes decide on besides the product's price (cached: emi-cache.ts). */
export interface EmiConfig {
  enabled: boolean;
  priceSource: PriceSource;
  eligibilityMode: EligibilityMode;
  /** public ids of the live listed categories and products */
  categoryIds: string[];
  productIds: string[];
  banks: OfferableBank[];
  /** the earliest effectiveFrom after now (epoch ms): the configuration changes then */
  nextChangeMs: number | null;
}

/** The rate in force of bank `b` at $1: the latest with effectiveFrom <= now (a later entry wins a tie). */
export const RATE_IN_FORCE_JOIN = `LEFT JOIN LATERAL (
    SELECT r.public_id, r.annual_rate_bps, r.effective_from FROM emi_rates r
     WHERE r.bank_id = b.id AND r.effective_from <= $1 ORDER BY r.effective_from DESC, r.id DESC LIMIT 1) rf ON true`;

async function offerableBanks(now: Date): Promise<OfferableBank[]> {
  return sqlRows<OfferableBank>(
    `SELECT b.public_id::text AS id, b.name, b.logo_url AS "logoUrl", rf.annual_rate_bps AS "annualRateBps",
            ARRAY(SELECT bt.months FROM emi_bank_tenures bt JOIN emi_tenures t ON t.months = bt.months AND t.is_active
                   WHERE bt.bank_id = b.id ORDER BY bt.months) AS tenures
       FROM emi_banks b ${RATE_IN_FORCE_JOIN}
      WHERE b.deleted_at IS NULL AND b.is_active AND rf.public_id IS NOT NULL
      ORDER BY b.position, b.id`,
    [now],
  );
}

/** The configuration as it stands now, read from the tables. */
export async function loadEmiConfig(): Promise<EmiConfig> {
  const now = clock.now();
  const [settings] = await sqlRows(`SELECT enabled, price_source AS "priceSource", eligibility_mode AS "eligibilityMode" FROM emi_settings WHERE id = 1`);
  const categories = await sqlRows<{ id: string }>(
    `SELECT c.public_id::text AS id FROM emi_eligible_categories e ${catalogJoin('category', 'c', 'e.category_id')} WHERE c.deleted_at IS NULL`,
  );
  const products = await sqlRows<{ id: string }>(
    `SELECT p.public_id::text AS id FROM emi_eligible_products e ${productJoin('p', 'e.product_id')} WHERE p.deleted_at IS NULL`,
  );
  const [next] = await sqlRows<{ at: Date | null }>(
    `SELECT min(r.effective_from) AS at FROM emi_rates r JOIN emi_banks b ON b.id = r.bank_id WHERE b.deleted_at IS NULL AND r.effective_from > $1`,
    [now],
  );
  return {
    enabled: settings.enabled,
    priceSource: settings.priceSource,
    eligibilityMode: settings.eligibilityMode,
    categoryIds: categories.map((c) => c.id),
    productIds: products.map((p) => p.id),
    banks: await offerableBanks(now),
    nextChangeMs: next?.at ? new Date(next.at).getTime() : null,
  };
}

/** The configuration through the 30-second cache, cut at the next rate boundary. */
export function emiConfig(): Promise<EmiConfig> {
  return cachedConfig(loadEmiConfig, (c) => c.nextChangeMs);
}
